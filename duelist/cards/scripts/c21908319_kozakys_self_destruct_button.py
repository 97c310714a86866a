"""Kozaky's Self-Destruct Button (21908319), Normal Trap."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap that can never be activated. When it is destroyed while Set, the player who "
               "destroyed it takes 1000 damage, wherever it goes then.")


def destroyed_while_set_by_someone(ctx, ev):
    """This Set card was destroyed (the object it became, in the GY or banished), by a player's
    card: `ev["by"]`."""
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and ev.get("origin") == S.SZONE \
        and not ev.get("face_up") and (ev.get("reason") or "").startswith("destroyed") \
        and ev.get("by") is not None


def hurt_the_destroyer(ctx):
    ctx.damage(ctx.event["by"], 1000)


def hurt_the_opponent(ctx):
    ctx.damage(ctx.opponent, 1000)


def _effects(current):
    if current:
        # today's text (the OCG 《コザッキーの自爆装置》, yugioh-wiki: the player who destroyed it,
        # its own controller too; no trip to the GY needed)
        return [Effect(TRIGGER, events="moved", range=(S.GRAVE, S.BANISHED), match=destroyed_while_set_by_someone,
                       resolve=hurt_the_destroyer, damage_step=DS_ALWAYS, inflicts_damage="both",
                       label="1000 damage to the player who destroyed it")]
    return [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=lambda ctx, ev: ctx.destroyed_while_set(ev),
                   resolve=hurt_the_opponent, damage_step=DS_ALWAYS, inflicts_damage="both",
                   label="1000 damage to the opponent")]


# As Dark Coffin: a mandatory "when" trigger after the card left the field, which cannot miss the
# timing; never offered for activation (no ACTIVATE effect). The 2005 reading (round 59h, from the
# DR3 / TLM print as it read it, not checked against a scan: "when this face-down card is destroyed
# and sent to the Graveyard", 1000 damage to the opponent) differs from today's. Both eras declare
# `inflicts_damage="both"` (one declaration a card, tests r57a): the trigger is its controller's, and
# today's damages either player; the 2005 one only ever the opponent.
EFFECTS = _effects(current=True)

ERAS = {"2005": {
    "DESCRIPTION": ("Normal Trap that can never be activated. When it is destroyed while Set and sent to "
                    "the GY, its controller's opponent takes 1000 damage."),
    "EFFECTS": _effects(current=False),
}}
