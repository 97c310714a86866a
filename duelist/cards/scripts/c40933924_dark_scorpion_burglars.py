"""Dark Scorpion Burglars (40933924), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, is_spell, shuffle_deck

DESCRIPTION = ("Level 4 DARK Warrior. Each time it deals the opponent battle damage, that opponent "
               "picks a Spell Card from their own Deck and sends it to the GY.")


def dealt_battle_damage(ctx, ev):
    card = ctx.card
    return ev.get("reason") == "battle" and ev.get("source") == card.cid and ev.get("source_uid") == card.uid \
        and ev.get("player") == ctx.opponent


def resolve(ctx):
    spells = [c for c in ctx.deck("opp") if is_spell(c)]
    if not spells:
        return
    chosen = yield from ctx.choose_cards(spells, 1, player=ctx.opponent,
                                         prompt="Dark Scorpion Burglars: send which Spell from your Deck to the GY?")
    ctx.send_to_grave(chosen, "effect")
    shuffle_deck(ctx, ctx.opponent)


EFFECTS = [Effect(TRIGGER, events=H.DAMAGE, match=dealt_battle_damage, damage_step=DS_ALWAYS, resolve=resolve,
                  label="the opponent sends a Spell from their Deck to the GY")]
