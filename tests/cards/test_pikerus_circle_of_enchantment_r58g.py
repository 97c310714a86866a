"""Pikeru's Circle of Enchantment (74270067), Normal Trap: this turn, the effect damage you take from your
opponent's cards becomes 0.

Sources, in our words: the card's text (RDS-EN057, 2005; the same meaning today: no ERAS entry): a
lasting rule for the turn, not a negation -- the burn card resolves, its damage becomes 0; battle
damage is not effect damage. Our reading (no ruling found): the damage of its controller's own cards'
effects is not covered (the text names the opponent's card effects).

Round 58w (a judge's review): a Normal Trap with no condition -- it does not need a face-up White
Magician Pikeru (the name is the art's; a public Goat card list gives it as a Normal Trap whose text
is only the turn's protection from effect damage); the tests here activate it with no Pikeru."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table

PC = "Pikeru's Circle of Enchantment"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_pikerus_circle_of_enchantment_answers_a_burn_spell():
    """Q: my opponent activates Hinotama (500 damage to me); I chain Pikeru's Circle. A: Hinotama
    resolves but its damage becomes 0: I keep 8000."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, PC)
    table.hand(1, "Hinotama")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hinotama", player=1)
    s.pick("activate", PC, player=0, request="chain")
    _pass(s)
    assert lp(duel) == (8000, 8000)
    assert [c.name for c in duel.players[1].grave] == ["Hinotama"]
    assert of_type(duel, "damage") == []


def test_pikerus_circle_of_enchantment_lasts_the_turn_but_not_battle_damage():
    """Q: my opponent's Battle Ox attacks me directly and I chain Pikeru's Circle to the attack; in
    Main Phase 2 they activate Hinotama. A: the 1700 battle damage is dealt; Hinotama's 500 becomes 0."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, PC)
    table.hand(1, "Hinotama")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=1)
    s.pick("activate", PC, player=0, request="chain")
    _pass(s)
    assert lp(duel) == (6300, 8000)
    s.pick("end_battle", player=1)
    _pass(s)
    s.pick("activate", "Hinotama", player=1)
    _pass(s)
    assert lp(duel) == (6300, 8000)


def test_pikerus_circle_of_enchantment_ends_with_the_turn():
    """Q: I activate Pikeru's Circle in my opponent's turn; in my next turn, as I enter the Battle
    Phase, they activate Just Desserts (500 for each monster I control). A: it lasted only that turn:
    I take 500."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, PC)
    table.spell_trap(1, "Just Desserts")
    table.monster(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=1)
    s.pick("activate", PC, player=0, request="chain")
    _pass(s)
    s.pick("end_turn", player=1)            # (the menu came back after the chain)
    _pass(s)
    assert duel.turn_player == 0 and duel.request.kind == "idle"
    s.pick("battle", player=0)
    s.pick("activate", "Just Desserts", player=1, request="chain")
    _pass(s)
    assert lp(duel) == (7500, 8000)


def test_pikerus_circle_of_enchantment_not_its_controllers_own_burn():
    """Q: after my Pikeru's Circle resolved this turn, I activate Ring of Destruction on my opponent's
    Battle Ox (1700). A: our reading: only the opponent's card effects are covered: both players take
    1700."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, PC)
    table.spell_trap(0, "Ring of Destruction")
    table.monster(1, "Battle Ox")
    table.hand(1, "Hinotama")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hinotama", player=1)
    s.pick("activate", PC, player=0, request="chain")
    _pass(s)
    assert lp(duel) == (8000, 8000)
    s.pick("end_turn", player=1)
    s.pick("activate", "Ring of Destruction", player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    _pass(s)
    assert lp(duel) == (6300, 6300)
