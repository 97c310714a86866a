"""Treeborn Frog (12538374), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, During, Effect, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Level 1 WATER Aqua. In each of its owner's Standby Phases, while it lies in their "
               "GY and they control no Spell/Trap Card (face-up or Set) and no Treeborn Frog (any way "
               "up), they may Special Summon it (face-up, Attack or Defense Position); a Spell/Trap "
               "they control by then stops the summon.")

CODE = 12538374


def no_spell_trap(ctx):
    return not ctx.spells_traps("me")


def no_frog(face_up_only):
    """Today's text: its player controls no Treeborn Frog; the 2005 text: no face-up one (asked
    at activation only, yugioh-wiki.net 《黄泉ガエル》)."""
    def check(ctx):
        return not any(c.data.code == CODE and (c.face_up or not face_up_only) for c in ctx.monsters("me"))
    return check


def _condition(frog_check):
    def condition(ctx):
        return ctx.card.location == S.GRAVE and no_spell_trap(ctx) and frog_check(ctx) and \
            ctx.can_special_summon(ctx.card)
    return condition


def resolve(ctx):
    card = ctx.card
    # the condition is asked again as it resolves: a Spell/Trap controlled now stops it
    if card.uid == ctx.link.card_uid and card.location == S.GRAVE and no_spell_trap(ctx):
        position = yield from choose_summon_position(ctx, card)
        ctx.special_summon(card, position=position)


def _summon(face_up_only):
    return Effect(TRIGGER, events="phase", range=(S.GRAVE,), leaves_grave=True,
                  during=During(own=(S.PHASE_STANDBY,)), match=K.standby_match(),
                  condition=_condition(no_frog(face_up_only)),
                  optional=True, once_per_turn=True, resolve=resolve, special_summons=True, label="Special Summon itself from the GY")


EFFECTS = [_summon(face_up_only=False)]

# the 2005 text (Shadow of Infinity): only a face-up Treeborn Frog of its player stops it
ERAS = {"2005": {
    "DESCRIPTION": ("Level 1 WATER Aqua. In each of its owner's Standby Phases, while it lies in their "
                    "GY and they control no Spell/Trap Card (face-up or Set) and no face-up Treeborn "
                    "Frog, they may Special Summon it (face-up, Attack or Defense Position); a "
                    "Spell/Trap they control by then stops the summon (2005 text: a face-down Frog "
                    "does not stop it)."),
    "EFFECTS": [_summon(face_up_only=True)],
}}
