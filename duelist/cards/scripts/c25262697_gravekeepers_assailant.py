"""Gravekeeper's Assailant (25262697), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, Target
from duelist.cards.scripts.c47355498_necrovalley import necrovalley_on_field
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Spellcaster. As it declares an attack, if Necrovalley is on the "
               "field, its controller may pick one face-up monster of the opponent and switch "
               "it between Attack and Defense Position.")


def _declares_attack(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid


def _enemy_face_up(ctx):
    return ctx.monsters("opp", face_up=True)


def _legal(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller == ctx.opponent \
        and ctx.duel.can_change_position(card)      # never a Link Monster


def resolve(ctx):
    for card in ctx.targets:
        if card.position == S.FACEUP_ATTACK:
            ctx.change_position(card, S.FACEUP_DEFENSE)
        elif card.position == S.FACEUP_DEFENSE:
            ctx.change_position(card, S.FACEUP_ATTACK)


EFFECTS = [Effect(TRIGGER, events="attack", match=_declares_attack, optional=True, when=True,
                  condition=necrovalley_on_field, resolve=resolve,
                  target=Target(_enemy_face_up, filter=_legal,
                                prompt="Gravekeeper's Assailant: change whose position?"),
                  label="change position")]
