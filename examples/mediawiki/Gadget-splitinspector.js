/*
 * Split Card Inspector embeds, sized to fit: a MediaWiki gadget (MediaWiki:Gadget-splitinspector.js).
 *
 * Each embed posts its content height to the page ({type: "split-inspector:height", height});
 * this gadget sets its frame to that height, so the frame never scrolls and never leaves a
 * gap. A wiki's site scripts run late, after the page has loaded: an embed may have said
 * its height before anyone listened. So the gadget asks each embed for it again
 * ({type: "split-inspector:ready"}) as soon as it starts, and again for every piece of
 * content MediaWiki shows later (a preview, VisualEditor, live search results), through
 * the `wikipage.content` hook. Nothing here is global; messages are matched by the window
 * they come from (a sandboxed frame's origin is "null"), and only the documented shape is
 * read. The protocol: docs/embedding.md in Split Card Inspector's repository.
 */
( function () {
	'use strict';

	// An embed's address: one drawn at build time (/embed/<card>/<zone>-<mode>.html) or the
	// app's (?embed=1).
	var EMBED = /\/embed\/[^?#]+\.html|[?&]embed=1(?:[&#]|$)/;

	function embedsIn( root ) {
		if ( !root || !root.querySelectorAll ) {
			return [];
		}
		return Array.prototype.filter.call( root.querySelectorAll( 'iframe[src]' ), function ( frame ) {
			return EMBED.test( frame.src );
		} );
	}

	window.addEventListener( 'message', function ( event ) {
		var data = event.data;
		if ( !data || typeof data !== 'object' || data.type !== 'split-inspector:height' ) {
			return;
		}
		var height = data.height;
		if ( typeof height !== 'number' || !isFinite( height ) || height < 40 || height > 20000 ) {
			return;
		}
		embedsIn( document ).forEach( function ( frame ) {
			if ( frame.contentWindow === event.source ) {
				frame.style.height = Math.ceil( height ) + 'px';
			}
		} );
	} );

	function ask( frame ) {
		if ( frame.contentWindow ) {
			frame.contentWindow.postMessage( { type: 'split-inspector:ready' }, '*' );
		}
	}

	mw.hook( 'wikipage.content' ).add( function ( $content ) {
		embedsIn( $content && $content[ 0 ] ).forEach( function ( frame ) {
			// Sized to fit: a scrollbar's coming and going would change the content's width.
			frame.setAttribute( 'scrolling', 'no' );
			// Loaded already (its height said to nobody), or still loading: ask now and
			// when it has loaded.
			ask( frame );
			frame.addEventListener( 'load', function () {
				ask( frame );
			} );
		} );
	} );
}() );
