"""Fake Trap (3027001), Normal Trap."""
from duelist.cards.common import C, Responding, activate

DESCRIPTION = ("Normal Trap: when your opponent activates a card or effect that would destroy a Trap "
               "Card you control (face-up or Set): this card is destroyed in their place, and your "
               "other Traps are not destroyed by that card or effect (your Set cards it would "
               "destroy are shown; a Spell among them is destroyed as usual).")

# its answer spares your Traps from that link's destruction, read in a destruction's counters
# step (engine/destruction.py `spare_from_link`, `_counters_instead`)
LASTING_TAGS = (C.LINK_SPARES, C.DESTROY_COUNTER)


def would_destroy_your_traps(ctx):
    """The chain's last link is the opponent's, and its effect declares it would destroy a Trap
    Card this player controls (`Effect.destroys=Destroys(...)`: Heavy Storm, Mystical Space
    Typhoon, Breaker the Magical Warrior...). Fake Trap itself counts: Set, it is such a Trap."""
    link = ctx.responding_to
    return link.player != ctx.player and ctx.link_would_destroy_kind(link, "Trap")


def _spare(ctx):
    """Show the Set Traps of yours that link would destroy, and spare your Traps from it."""
    link = ctx.responding_to
    if link is None:
        return None
    mine = [c for c in ctx.link_destroys_which(link)
            if c.controller == ctx.player and c.data.card_type == "Trap" and c is not ctx.card]
    shown = [c for c in mine if not c.face_up]
    if shown:
        ctx.reveal(shown, ctx.opponent)
    ctx.spare_from_link(link, ("Trap",))
    return link


def resolve(ctx):
    """Today's text: this card is destroyed instead."""
    if _spare(ctx) is not None and ctx.card_still_here:
        yield from ctx.destroy([ctx.card])


def resolve_2005(ctx):
    """The 2005 text (MRD-EN056): this card is sent to the Graveyard instead."""
    if _spare(ctx) is not None and ctx.card_still_here:
        ctx.send_to_grave([ctx.card])


EFFECTS = [activate(resolve, condition=Responding(would_destroy_your_traps), label="Fake Trap")]

ERAS = {"2005": {
    "DESCRIPTION": ("Normal Trap (2005 text): when your opponent activates a card or effect that would "
                    "destroy a Trap Card you control: send this card to the Graveyard instead, and your "
                    "other Traps are not destroyed by it."),
    "EFFECTS": [activate(resolve_2005, condition=Responding(would_destroy_your_traps), label="Fake Trap")],
}}
