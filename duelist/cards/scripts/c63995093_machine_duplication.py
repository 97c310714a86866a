"""Machine Duplication (63995093), Normal Spell."""
from duelist.cards.common import Target, activate, choose_summon_position, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell aimed at a face-up Machine of its player's whose ATK is 500 or less: "
               "from their Deck they Special Summon one or two more monsters of that same name.")


def _copies(ctx, monster):
    """The Deck's monsters with `monster`'s name now that this effect could Special Summon."""
    name = ctx.name(monster)

    def fits(ctx, card):
        return card.data.is_monster and ctx.name(card) == name and ctx.can_special_summon(card)
    return ctx.cards_where("deck", fits)


def _small_machine(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.race(card) == "Machine" and ctx.atk(card) <= 500


def _target_ok(ctx, card):
    """(our reading of the rule that a card which would do nothing cannot be activated: the Deck
    must hold a monster of that name that could come out)"""
    return _small_machine(ctx, card) and bool(_copies(ctx, card))


def resolve(ctx):
    if not ctx.targets:
        return      # (no longer a face-up Machine with 500 or less ATK you control: nothing)
    found = _copies(ctx, ctx.targets[0])
    if not found:
        return
    count = min(2, len(found), ctx.free_monster_zone_count())
    if count <= 0:
        return
    chosen = yield from ctx.choose_cards(found, count, minimum=1,
                                         prompt="Machine Duplication: Special Summon which monsters?")
    for card in chosen:
        position = yield from choose_summon_position(ctx, card)
        ctx.special_summon(card, position=position)
    shuffle_deck(ctx)


# The 2005 text (DR3-EN101: select 1 face-up Machine-Type monster with 500 or less ATK on your side
# of the field, summon up to 2 of that name from the Deck) and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, special_summons=True,
                    target=Target(lambda ctx: ctx.monsters("me", True), filter=_target_ok),
                    label="Special Summon up to 2 copies of a small Machine from the Deck")]
