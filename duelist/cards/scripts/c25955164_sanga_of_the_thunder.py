"""Sanga of the Thunder (25955164), Effect Monster."""
from duelist.cards.common import DS_CALC, QUICK, Effect, M, Target, while_face_up
from duelist.engine import state as S

DESCRIPTION = ("Level 7 LIGHT Thunder. During damage calculation in the opponent's turn, when it is "
               "the monster attacked, its controller may target the attacking monster: its ATK "
               "becomes 0. Only once while this card is face-up on the field.")


def _attacker(ctx):
    attack = ctx.attack
    if attack is None or attack[1] != ctx.card.uid:
        return None
    card = ctx.card_by_uid(attack[0])
    if card is None or card.location != S.MZONE or not card.face_up or card.controller != ctx.opponent:
        return None
    return card


def condition(ctx):
    """Its controller's opponent's turn, damage calculation, this card attacked, unused."""
    return ctx.turn_player == ctx.opponent and ctx.damage_step_part == "calc" and \
        not ctx.marked(ctx.card, M.ONCE_USED) and _attacker(ctx) is not None


def attacker_list(ctx):
    card = _attacker(ctx)
    return [] if card is None else [card]


def spend(ctx):
    ctx.mark(ctx.card, M.ONCE_USED, True)     # used by activating it: gone once it moves or turns face-down


def resolve(ctx):
    for card in ctx.targets:
        ctx.set_stats(card, atk=0, until=while_face_up(card))


def atk_to_zero(name):
    """The Sanga, Kazejin and Suijin effect: no duration is given, so the ATK stays 0 while the
    monster stays face-up (the OCG text and the 2005 TCG text alike)."""
    return Effect(QUICK, condition=condition, cost=spend, resolve=resolve, damage_step=DS_CALC, only_face_up=True,
                  target=Target(attacker_list, prompt="%s: make which attacker's ATK 0?" % name),
                  label="the attacking monster's ATK becomes 0 (once while face-up)")


# The 2005 text (DB1/MRD: "during damage calculation in your opponent's turn ... reduce the ATK of
# 1 monster attacking this card to 0 ... only once while this card is face-up on the field") and
# today's OCG text do the same: no ERAS entry.
EFFECTS = [atk_to_zero("Sanga of the Thunder")]
