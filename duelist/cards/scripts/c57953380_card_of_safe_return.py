"""Card of Safe Return (57953380), Continuous Spell."""
from duelist.cards.common import TRIGGER, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: if a monster is Special Summoned from your GY to the field "
               "(by either player, to either side), you can draw 1 card.")


def from_my_grave(ctx, ev):
    if ev.get("kind") not in ("special", "proc") or ev.get("origin") != S.GRAVE:
        return False
    card = ctx.card_by_cid(ev["cid"])
    return card is not None and card.owner == ctx.player


def draw(ctx):
    if ctx.deck_count("me") >= 1:
        ctx.draw(ctx.player, 1)


def _effects(when):
    return [
        activate(),
        Effect(TRIGGER, events="summoned", match=from_my_grave, optional=True, when=when, resolve=draw,
               label="a monster came back from your GY: draw 1"),
    ]


# today's text: "if ... you can" (OCG 特殊召喚された場合に発動できる): it does not miss the timing
EFFECTS = _effects(False)

# the 2005 text: "When a monster is Special Summoned from your Graveyard to the field, you can
# draw 1 card": a "when ... you can" trigger, which misses the timing when the summon was not
# the last thing to happen
ERAS = {"2005": {
    "DESCRIPTION": ("Continuous Spell: when a monster is Special Summoned from your GY to the "
                    "field, you can draw 1 card; optional \"when\": it misses the timing when the "
                    "summon is not the last thing that happened (2005 text)."),
    "EFFECTS": _effects(True),
}}
