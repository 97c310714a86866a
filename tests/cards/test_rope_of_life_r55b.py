"""Rope of Life (93382620): a Normal Trap activated when a monster its player controls is destroyed
by battle and sent to the GY: its cost discards the player's whole hand (at least 1 card); it
Special Summons that monster from the GY (without targeting it), and the monster gains 800 ATK.

Sources: yugioh-wiki.net 《命の綱》 (discarding the whole hand is the activation's cost, so it cannot
be activated with an empty hand; it does not target the card in the GY; it is activated in the
Damage Step); the 2005 English text (DR1) and today's say the same (no ERAS entry); Necrovalley's
text (a card effect that would move a card out of a GY is negated: the monster stays, the cost
stays paid); seed 000 §效果分類 (a cost is paid on activation)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

CARD = "Rope of Life"


def _battle(hand_cards=("Celtic Guardian", "Mystical Elf"), setup=None):
    """Player 1's Summoned Skull (2500) attacks player 0's Battle Ox (1700) in Attack Position."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Summoned Skull")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, CARD)
    if hand_cards:
        table.hand(0, *hand_cards)
    if setup is not None:
        setup(table)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=ox)
    while duel.request.kind == "chain" and not (duel.request.player == 0 and s.has("activate", CARD)):
        s.pick("pass")
    return duel, s, ox


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_rope_of_life_revives_the_monster_with_800_more_atk():
    """Q: my Battle Ox is destroyed by battle; I activate Rope of Life, discarding Celtic Guardian
    and Mystical Elf. A: Battle Ox comes back in the position I choose (Attack) with 2500 ATK; my
    hand cards and Rope of Life are in my GY."""
    duel, s, ox = _battle()
    assert grave(duel, 0) == ["Battle Ox"] and duel.players[0].lp == 7200
    s.pick("activate", CARD, player=0, request="chain")
    assert hand(duel, 0) == []
    s.pick("option", "Attack Position", player=0)
    _settle(duel, s)
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert ox.card(duel).position == S.FACEUP_ATTACK and duel.atk(ox.card(duel)) == 2500
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Mystical Elf", CARD]


def test_rope_of_life_needs_a_card_in_hand():
    """Q: my hand is empty when Battle Ox is destroyed by battle. May I activate Rope of Life? A:
    no: its cost discards the whole hand, at least 1 card."""
    duel, s, ox = _battle(hand_cards=())
    assert grave(duel, 0) == ["Battle Ox"]
    assert not (duel.request.player == 0 and s.has("activate", CARD))


def test_rope_of_life_not_for_a_monster_destroyed_by_a_card_effect():
    """Q: my opponent's Dark Hole destroys my Battle Ox. May I activate Rope of Life? A: no: only
    for a monster destroyed by battle."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.hand(1, "Dark Hole")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, CARD)
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    offered = False
    while duel.request.kind == "chain":
        offered = offered or (duel.request.player == 0 and s.has("activate", CARD))
        s.pick("pass")
    assert grave(duel, 0) == ["Battle Ox"] and not offered
    assert hand(duel, 0) == ["Celtic Guardian"]


def test_rope_of_life_under_necrovalley_discards_and_revives_nothing():
    """Q: Necrovalley is on the field; my Battle Ox is destroyed by battle and I activate Rope of
    Life, discarding my hand. A: the discard is a cost and stays paid; the summon would take the
    monster out of the GY, which Necrovalley stops: Battle Ox stays in my GY."""
    duel, s, ox = _battle(setup=lambda t: t.field_spell(1, "Necrovalley"))
    s.pick("activate", CARD, player=0, request="chain")
    _settle(duel, s)
    assert field_monsters(duel, 0) == [] and hand(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Mystical Elf", CARD]
