"""Sacred Phoenix of Nephthys (61441708), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import During, Effect, M, TRIGGER
from duelist.engine import state as S
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Level 8 FIRE Winged Beast. If a card effect destroys it and sends it to the GY, "
               "it Special Summons itself from the GY in its owner's next Standby Phase (once per "
               "turn), and if it does, every Spell and Trap on the field is destroyed.")


def _destroyed_by_effect_since_last_standby(ctx):
    """This GY object got there destroyed by a card effect, after its owner's last Standby
    Phase (this turn's Draw Phase included)."""
    card = ctx.card
    if card.location != S.GRAVE:
        return False
    for entry in ctx.sent_to_grave_recently():
        if entry["cid"] == card.cid and entry.get("uid") == card.uid and entry["reason"] == "destroyed_effect":
            return True     # the records reach back to its owner's previous turn
    return False


own_standby = K.standby_match(rest=_destroyed_by_effect_since_last_standby)


def revive(ctx):
    """Generator: Special Summon this card from the GY; True if it came back."""
    return (yield from K.revive_self(ctx))


def revive_and_wipe(ctx):
    """Today's text: one effect, "Special Summon this card; if you do, destroy all Spells
    and Traps on the field"."""
    if (yield from revive(ctx)):
        yield from ctx.destroy(ctx.spells_traps("both"))


def revive_2005(ctx):
    if (yield from revive(ctx)):
        ctx.mark(ctx.card, M.OWN_REVIVE, True)


def revived_by_itself(ctx, ev):
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and bool(ctx.marked(card, M.OWN_REVIVE))


def _spells_traps(ctx):
    return ctx.spells_traps("both")


def wipe(ctx):
    yield from ctx.destroy(ctx.spells_traps("both"))


EFFECTS = [
    Effect(TRIGGER, events="phase", range=(S.GRAVE,), leaves_grave=True, during=During(own=(S.PHASE_STANDBY,)),
           match=own_standby,
           resolve=revive_and_wipe, special_summons=True, destroys=Destroys(_spells_traps),
           once_per_turn=True, label="next Standby Phase: revive itself, destroy all Spells/Traps"),
]

# the 2005 text (Flaming Eternity): the revival and, when it comes back by it, the
# destruction of every Spell and Trap are two trigger effects (two chains)
ERAS = {"2005": {
    "DESCRIPTION": ("Level 8 FIRE Winged Beast. If a card effect destroys it and sends it to the "
                    "GY, it Special Summons itself from the GY in its owner's next Standby Phase; "
                    "when it comes back this way, a second trigger destroys every Spell and Trap "
                    "on the field (2005 text)."),
    "EFFECTS": [
        Effect(TRIGGER, events="phase", range=(S.GRAVE,), leaves_grave=True, during=During(own=(S.PHASE_STANDBY,)),
               match=own_standby, resolve=revive_2005, special_summons=True,
               label="next Standby Phase: revive itself"),
        Effect(TRIGGER, events="summoned", match=revived_by_itself, resolve=wipe, destroys=Destroys(_spells_traps),
               label="revived by its own effect: destroy all Spells/Traps"),
    ],
}}
