"""Weapon Change (10035717), Continuous Spell."""
from duelist.cards import kit as K
from duelist.cards.common import L, TRIGGER, During, Effect, Target, activate, opponents_turn
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: once per turn, as its controller's own Standby Phase begins, they may "
               "pay 700 LP and target a face-up Warrior or Machine they control: its original ATK and "
               "DEF are switched until the end of the opponent's next turn (gains and losses still "
               "apply on top).")


def _warrior_or_machine(ctx, card):
    return card.face_up and card.location == S.MZONE and card.controller == ctx.player and \
        ctx.race(card) in ("Warrior", "Machine")


def resolve(ctx):
    if not ctx.targets:
        return
    monster = ctx.targets[0]
    atk, defense = ctx.original_atk(monster), ctx.original_def(monster)
    ctx.set_stats(monster, atk=defense, defense=atk, until=opponents_turn(1), original=True)


# the lasting original ATK/DEF is read by `Duel.original_stat` only in a duel holding a card that
# declares the tag (Shrink's 2005 text, Amazoness Spellcaster)
LASTING_TAGS = (L.SET_STATS,)

# (the 2004 print, AST-041, "until the End Phase of your opponent's next turn", and today's "until
# the end of your opponent's next turn": the same turns; no ERAS entry)
EFFECTS = [
    activate(),
    Effect(TRIGGER, events="phase", range=(S.SZONE,), during=During(own=(S.PHASE_STANDBY,)), match=K.standby_match(),
           optional=True, once_per_turn=True, can_pay=lambda ctx: ctx.can_pay_lp(700),
           cost=lambda ctx: ctx.pay_lp(700), resolve=resolve,
           target=Target(lambda ctx: ctx.cards_where("monsters", _warrior_or_machine), filter=_warrior_or_machine,
                         prompt="Weapon Change: switch the ATK and DEF of which monster?"),
           label="pay 700 LP: switch a Warrior's or Machine's original ATK and DEF"),
]
