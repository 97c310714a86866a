"""Gearfried the Swordmaster (57046845), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H, R, Target, any_monster, is_spell
from duelist.engine import state as S

DESCRIPTION = ("Level 7 LIGHT Warrior. It cannot be Normal Summoned or Set; only the effect of "
               "\"Release Restraint\" can Special Summon it. Once per turn, when an Equip Spell is "
               "equipped to it, its controller may target 1 monster on the field and destroy it (an "
               "optional \"when\": it can miss the timing).")

SUMMON_CONDITION = "only_proc"      # the "procedure" is Release Restraint's effect (proper=True)


def spell_equipped_here(ctx, ev):
    """The card whose chain link just resolved is an Equip Spell now equipped to this card."""
    card = ctx.card_by_cid(ev["cid"])
    return card is not None and card.uid == ev["uid"] and is_spell(card) and \
        ctx.related(R.EQUIP, card) is ctx.card


def on_field(ctx, card):
    return card.location == S.MZONE


# The 2005 text (FET) and today's do the same: no ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events=H.RESOLVED, match=spell_equipped_here, optional=True, when=True, once_per_turn=True,
           resolve=lambda ctx: ctx.destroy(ctx.targets), destroys=True,
           target=Target(any_monster, filter=on_field, prompt="Gearfried the Swordmaster: destroy which monster?"),
           label="equipped with an Equip Spell: destroy 1 monster"),
]
