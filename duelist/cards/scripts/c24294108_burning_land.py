"""Burning Land (24294108), Continuous Spell."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, During, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: its activation destroys every Field Spell on the field, face-up or "
               "Set. In each player's Standby Phase, while it is face-up, a mandatory trigger deals "
               "the turn player 500 damage.")


def field_spells(ctx):
    return [c for c in ctx.spells_traps("both") if c.location == S.FZONE]


def resolve(ctx):
    # (like every Continuous Spell's activation, not applied if this card left the field in
    # its chain: seed 000 §永續魔法, chain.py `_resolve_chain`)
    yield from ctx.destroy(field_spells(ctx))


def burn(ctx):
    ctx.damage(ctx.turn_player, 500)


def _effects(condition=None):
    return [
        activate(resolve, condition=condition, destroys=lambda ctx: bool(field_spells(ctx))),
        Effect(TRIGGER, events="phase", range=(S.SZONE,),
               during=During(own=(S.PHASE_STANDBY,), opponent=(S.PHASE_STANDBY,)),
               match=K.standby_match("either"), resolve=burn, label="500 damage to the turn player", inflicts_damage="both"),
    ]


EFFECTS = _effects()

# 2005 (goatrulings.com, Burning Land): it may be activated only while a Field Spell is on the field
ERAS = {"2005": {
    "DESCRIPTION": ("Continuous Spell, activated only while a Field Spell (face-up or Set) is on the "
                    "field: its activation destroys every Field Spell on the field. In each player's "
                    "Standby Phase, while it is face-up, a mandatory trigger deals the turn player 500 "
                    "damage."),
    "EFFECTS": _effects(condition=lambda ctx: bool(field_spells(ctx))),
}}
