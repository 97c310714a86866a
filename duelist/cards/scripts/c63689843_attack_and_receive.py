"""Attack and Receive (63689843), Normal Trap."""
from duelist.cards.common import DS_ALWAYS, H, activate

DESCRIPTION = ("Normal Trap: when you take damage (battle or effect damage; paying LP is no damage), "
               "deal the opponent 700 damage, then 300 more for each \"Attack and Receive\" in your GY "
               "as it resolves.")

CODE = 63689843


def took_damage(ctx):
    """The happening that opened this window: damage to this card's player."""
    for ev in ctx.last_events:
        if ev["type"] == H.DAMAGE and ev.get("player") == ctx.player:
            return True
    return False


def resolve(ctx):
    ctx.damage(ctx.opponent, 700)
    ctx.then()
    copies = ctx.count_cards("grave", lambda c, card: card.data.code == CODE)
    if copies:
        ctx.damage(ctx.opponent, 300 * copies)


EFFECTS = [activate(resolve, condition=took_damage, damage_step=DS_ALWAYS, answers=H.DAMAGE,
                    inflicts_damage="opponent")]
