"""Time Wizard (71625222), Effect Monster."""
from duelist.cards.common import IGNITION, Effect

DESCRIPTION = ("Level 2 LIGHT Spellcaster. Once per turn, in your Main Phase, call a coin toss: "
               "right, every monster your opponent controls is destroyed; wrong, every monster you "
               "control is destroyed and you take half the total ATK they had face-up on the field.")


def resolve(ctx):
    right = yield from ctx.call_coin()
    if right:
        yield from ctx.destroy(ctx.monsters("opp"))
        return
    mine = ctx.monsters("me")
    atk = dict((c.uid, ctx.atk(c) if c.face_up else 0) for c in mine)
    uids = [c.uid for c in mine]
    destroyed = yield from ctx.destroy(mine)
    total = 0
    for card, uid in zip(mine, uids):
        if card in destroyed:
            total += atk[uid]
    if total:
        ctx.damage(ctx.player, total // 2)


EFFECTS = [Effect(IGNITION, once_per_turn=True, resolve=resolve, destroys=True,
                  label="call a coin toss: destroy monsters", inflicts_damage="self")]
