"""Cestus of Dagla (28106077), Equip Spell."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, R, equip_spell, race_is
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for a Fairy monster only: it gains 500 ATK. When the equipped monster "
               "inflicts battle damage to this card's player's opponent, that player gains as many "
               "LP (mandatory).")


def _dealt_battle_damage(ctx, ev):
    monster = ctx.related(R.EQUIP)
    return monster is not None and ev.get("reason") == "battle" and ev.get("player") == ctx.opponent \
        and ev.get("source_uid") == monster.uid


# The 2005 text (DCR) does the same: no ERAS entry.
EFFECTS = equip_spell(race_is("Fairy"), atk=500) + [
    Effect(TRIGGER, events=H.DAMAGE, range=(S.SZONE,), match=_dealt_battle_damage, damage_step=DS_ALWAYS,
           resolve=lambda ctx: ctx.recover(ctx.player, ctx.event.get("amount", 0)),
           label="gain the battle damage as LP"),
]
