"""Shield & Sword (52097679), Normal Spell."""
from duelist.cards.common import L, activate

DESCRIPTION = ("Normal Spell: until the end of the turn, the original ATK and original DEF of every "
               "face-up monster on the field as it resolves are switched (gains and losses still apply "
               "on top; a monster that arrives or turns face-up afterwards is not switched).")


def _face_up(ctx, card):
    return card.face_up


def resolve(ctx):
    for monster in ctx.cards_where("monsters", _face_up, who="both"):
        atk, defense = ctx.original_atk(monster), ctx.original_def(monster)
        ctx.set_stats(monster, atk=defense, defense=atk, original=True)


# the lasting original ATK/DEF is read by `Duel.original_stat` only in a duel holding a card that
# declares the tag (Weapon Change, Shrink's 2005 text)
LASTING_TAGS = (L.SET_STATS,)

# (the OCG Vol.7 text's "until the End Phase" is read today as "until the end of the turn"
# (yugioh-wiki.net 《右手に盾を左手に剣を》, the End Phase errata): the same turn; no ERAS entry)
EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("monsters", _face_up, who="both"))]
