"""Judgment of Anubis (55256016), Counter Trap."""
from duelist.cards.common import DESTROYS_NEGATED, Responding, activate, discard_one_cost, has_other_hand_card
from duelist.engine import state as S

DESCRIPTION = ("Counter Trap: when the opponent activates a Spell Card that would destroy a Spell or "
               "Trap on the field, discard 1 card to negate it and destroy it; after that you may "
               "destroy one of the opponent's face-up monsters and burn them for that monster's ATK.")

# The engine has no "would destroy a Spell/Trap" category on activations; these Spell Cards
# are the ones whose activation destroys Spells/Traps on the field.
SPELL_TRAP_DESTROYERS = frozenset([
    5318639,    # Mystical Space Typhoon
    19613556,   # Heavy Storm
    18144506,   # Harpie's Feather Duster
    19159413,   # De-Spell
    51482758,   # Remove Trap (a face-up Trap)
    29223325,   # Artifact Ignition (a Spell/Trap, then an Artifact Set)
])


def _opponents_spell_destroying_spells_traps(ctx):
    link = ctx.responding_to
    if link is None or not link.card_activation or link.player == ctx.player:
        return False
    card = ctx.link_card(link)
    return link.card_type == "Spell" and (card.data.alias or card.data.code) in SPELL_TRAP_DESTROYERS


# only in response to an activation (declared: passed by while no chain is being built)
condition = Responding(_opponents_spell_destroying_spells_traps)


def resolve(ctx):
    link = ctx.responding_to
    if link is None or not (yield from ctx.negate_and_destroy(link)):
        return
    monsters = ctx.monsters("opp", face_up=True)
    if not monsters:
        return
    ok = yield from ctx.yes_no("Judgment of Anubis: destroy a face-up monster and burn its ATK?")
    if not ok:
        return
    chosen = yield from ctx.choose_cards(monsters, 1, prompt="Judgment of Anubis: destroy which monster?")
    if not chosen:
        return
    monster = chosen[0]
    # "then": only a destruction that follows makes an optional "when" trigger of the Spell
    # destroyed first miss its timing (as Dust Tornado's Set)
    ctx.then()
    atk = ctx.atk(monster)
    yield from ctx.destroy([monster])
    if monster.location != S.MZONE and atk > 0:
        ctx.damage(ctx.opponent, atk)


EFFECTS = [activate(resolve, condition=condition, cost=discard_one_cost, discard_cost=True, can_pay=has_other_hand_card,
                    inflicts_damage="opponent", destroys=DESTROYS_NEGATED)]
