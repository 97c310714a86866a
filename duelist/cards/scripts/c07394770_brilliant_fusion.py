"""Brilliant Fusion (7394770), Continuous Spell."""
from duelist.cards import kit as K
from duelist.cards.common import (IGNITION, M, R, Effect, activate, is_spell, opponents_turn, while_face_up,
                                  while_related)
from duelist.cards.summons import fusion_summon, fusion_targets
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell; its player activates one card of this name a turn. As it is "
               "activated: Fusion Summon one Gem-Knight Fusion Monster from your Extra Deck, its "
               "materials sent from your Deck to the Graveyard; that monster's ATK and DEF become "
               "0; if this card leaves the field, that monster is destroyed. Once per turn (your Main Phase): discard a Spell Card; the monster this card "
               "Fusion Summoned gains ATK and DEF equal to its original ATK and DEF until the end "
               "of your opponent's next turn.")

LEAVES = 2              # index of the "this card leaves the field" effect below
TIE = R.SUMMONED        # the card relation this card -> the monster it Fusion Summoned


def _pool(ctx):
    # seed 000 §融合召喚: the materials come from where this card says, the Deck only
    return ctx.fusion_material_pool(("deck",))


def _gem_knight(card):
    return "Gem-Knight" in (card.data.series or ())


def condition(ctx):
    return K.name_opt_free(ctx) and bool(fusion_targets(ctx, _pool(ctx), _gem_knight))


def resolve(ctx):
    monster = yield from fusion_summon(ctx, _pool(ctx), _gem_knight)
    if monster is not None and monster.location == S.MZONE:
        ctx.set_stats(monster, atk=0, defense=0, until=while_face_up(monster))
        if ctx.card.location == S.SZONE:
            ctx.mark(monster, M.SUMMONED_BY, ctx.card.uid)      # "the monster Fusion Summoned by this card"
            # the tie (as Call of the Haunted's): cut when either leaves or turns face-down; the
            # delayed "if this card leaves the field" effect lasts while it does
            ctx.relate(monster, TIE)
            ctx.delay(LEAVES, until=while_related(ctx.card))


def _summoned(ctx):
    return [m for m in ctx.monsters("me", face_up=True) if ctx.marked(m, M.SUMMONED_BY) == ctx.card.uid]


def _spells(ctx):
    return [c for c in ctx.hand("me") if is_spell(c)]


def discard_cost(ctx):
    chosen = yield from ctx.choose_cards(_spells(ctx), 1, prompt="Brilliant Fusion: discard which Spell?")
    ctx.discard(chosen, "cost")


def restore(ctx):
    for monster in _summoned(ctx):
        ctx.modify(monster, atk=ctx.original_atk(monster), defense=ctx.original_def(monster),
                   until=opponents_turn(1))


EFFECTS = [
    activate(resolve, special_summons=True, condition=condition, cost=K.spend_name_opt),
    Effect(IGNITION, range=(S.SZONE,), once_per_turn=True, condition=lambda ctx: bool(_summoned(ctx)),
           can_pay=lambda ctx: bool(_spells(ctx)), cost=discard_cost, discard_cost=True, resolve=restore,
           label="discard a Spell: the monster gains its original ATK and DEF"),
    # "if this card leaves the field, destroy that monster": applied, not activated
    K.tie_left_destroys(TIE),
]
