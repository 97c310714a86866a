"""Number 39: Utopia (84013237), Xyz Monster."""
from duelist.cards.common import TRIGGER, Effect, detach_one_cost, has_material
from duelist.engine import state as S

DESCRIPTION = ("Rank 4 LIGHT Warrior Xyz (2 Level 4 monsters), 2500/2000. When any monster "
               "declares an attack (the opponent's or its own controller's, itself included), its "
               "controller may detach 1 material from it to stop that attack (no limit per turn). If it becomes an attack target while it has no "
               "materials, it is destroyed.")


def _an_attack(ctx, ev):
    """"When a monster declares an attack": any monster, its own controller's too (to negate
    its own attack: Double or Nothing!)."""
    return True


def _negate(ctx):
    ctx.negate_attack()


def _targeted_bare(ctx, ev):
    card = ctx.card
    return ev.get("target") == card.uid and not ctx.materials(card)


def _self_destruct(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.uid == ctx.link.card_uid:
        yield from ctx.destroy([card])


EFFECTS = [
    Effect(TRIGGER, events="attack", match=_an_attack, optional=True, when=True,
           range=(S.MZONE,), condition=has_material, can_pay=has_material, cost=detach_one_cost,
           resolve=_negate, label="detach 1: negate an attack"),
    # targeted for an attack: at the declaration, or chosen again on a replay (no new declaration)
    Effect(TRIGGER, events=("attack", "attack_targeted"), match=_targeted_bare, range=(S.MZONE,),
           resolve=_self_destruct, label="destroyed when attacked with no materials"),
]
