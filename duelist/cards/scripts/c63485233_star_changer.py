"""Star Changer (63485233), Quick-Play Spell."""
from duelist.cards.common import Target, activate, face_up_monsters, while_face_up
from duelist.cards.summons import has_level_face_up

DESCRIPTION = ("Quick-Play Spell: target a face-up monster with a Level and say, as you activate "
               "it, whether its Level goes up or down by 1; it stays changed while the monster is "
               "face-up on the field. A monster without a Level (Xyz, Link) cannot be targeted.")

CHOICE = "star_changer_up"      # the choice made at activation, kept on the chain link


def choose(ctx):
    pick = yield from ctx.choose_option(["Increase its Level by 1", "Decrease its Level by 1"],
                                        "Star Changer: raise or lower the Level?")
    ctx.link.info[CHOICE] = pick == 0


def resolve(ctx):
    for card in ctx.targets:
        up = ctx.link.info.get(CHOICE, True)
        ctx.change_level(card, 1 if up else -1, until=while_face_up(card))


EFFECTS = [activate(resolve, cost=choose,
                    target=Target(face_up_monsters, filter=has_level_face_up,
                                  prompt="Star Changer: which monster's Level?"))]
