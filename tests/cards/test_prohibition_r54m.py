"""Prohibition (Continuous Spell): declare a card name as it is activated; while it is face-up,
cards with that original name cannot be played by either player, except those already on the field
when it started to apply.

Sources: the card's text, in our own words (the PSV print and today's; the OCG text of the 2005 era,
yugioh-wiki.net 《禁止令》, already exempts the cards on the field before it applies). The OCG database
rulings for 《禁止令》 (summarised by ygorganization.com, "Further Prohibition clarifications"): the
declared card cannot be placed on the field (Setting included), activated, nor its effects activated;
it cannot be Summoned or Set (face-down Special Summons included); it cannot attack or change its
position by the rules; cards on the field before it applied are exempt, face-down ones included (the
TCG print's "including face-down cards"); a declared card may still be used for a cost. A Continuous
Spell's effect needs its card face-up on the field (seed 000 §永續魔法): Mystical Space Typhoon chained
to its activation leaves nothing declared in force."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _prohibit(table, name):
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Prohibition", request="idle")
    s.declare_name(name, player=0)
    _pass_all(s, duel)
    return duel, s


def test_prohibition_stops_both_players_playing_the_declared_spell():
    """Q: I activate Prohibition declaring Pot of Greed; I hold a Pot of Greed, my opponent too.
    A: I can neither activate nor Set mine; next turn my opponent cannot activate or Set theirs;
    the other cards of our hands are played as usual (Graceful Charity)."""
    table = Table(turn=3)
    table.spell_trap(0, "Prohibition")
    table.hand(0, "Pot of Greed", "Graceful Charity")
    table.hand(1, "Pot of Greed")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    duel, s = _prohibit(table, "Pot of Greed")
    assert not s.has("activate", "Pot of Greed") and not s.has("set_spell", "Pot of Greed")
    assert s.has("activate", "Graceful Charity") and s.has("set_spell", "Graceful Charity")
    s.end_turn()
    s.expect(request="idle", player=1)
    assert not s.has("activate", "Pot of Greed") and not s.has("set_spell", "Pot of Greed")
    assert "Pot of Greed" in hand(duel, 1)


def test_prohibition_stops_summons_and_sets_of_the_declared_monster():
    """Q: I declare Battle Ox; I hold one, and another is in my GY with Monster Reborn in my hand.
    A: no Normal Summon nor Set of the Battle Ox in hand; Monster Reborn cannot Special Summon the
    one in the GY (it cannot be activated with only that target); Celtic Guardian is summoned as usual."""
    table = Table(turn=3)
    table.spell_trap(0, "Prohibition")
    table.hand(0, "Battle Ox", "Celtic Guardian", "Monster Reborn")
    table.grave(0, "Battle Ox")
    duel, s = _prohibit(table, "Battle Ox")
    assert not s.has("summon", "Battle Ox") and not s.has("set", "Battle Ox")
    assert not s.has("activate", "Monster Reborn")
    assert s.has("summon", "Celtic Guardian")
    s.pick("summon", "Celtic Guardian")
    assert field_monsters(duel, 0) == ["Celtic Guardian"]


def test_prohibition_leaves_the_cards_already_on_the_field_alone():
    """Q: my opponent has a face-up Battle Ox and a Set Mirror Force from before; I activate
    Prohibition declaring Mirror Force, then attack with my Vorse Raider. A: they may still activate
    the Set Mirror Force (on the field before Prohibition applied: the TCG text's "face-down cards
    included"), which destroys my Vorse Raider."""
    table = Table(turn=3)
    table.spell_trap(0, "Prohibition")
    table.monster(0, "Vorse Raider")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Mirror Force")
    duel, s = _prohibit(table, "Mirror Force")
    s.pick("battle")
    s.pick("attack", "Vorse Raider", target="Battle Ox")
    assert s.has("activate", "Mirror Force")
    s.pick("activate", "Mirror Force", player=1, request="chain")
    _pass_all(s, duel)
    assert "Vorse Raider" in grave(duel, 0) and field_monsters(duel, 1) == ["Battle Ox"]


def test_prohibition_exempt_monster_attacks_and_a_new_copy_does_not_come():
    """Q: my face-up Battle Ox was on the field before I declared Battle Ox. A: it still attacks
    (exempt); the Battle Ox in my hand still cannot be Normal Summoned."""
    table = Table(turn=3)
    table.spell_trap(0, "Prohibition")
    table.monster(0, "Battle Ox")
    table.hand(0, "Battle Ox")
    duel, s = _prohibit(table, "Battle Ox")
    assert not s.has("summon", "Battle Ox")
    s.pick("battle")
    s.pick("attack", "Battle Ox", target="player")
    _pass_all(s, duel)
    assert duel.players[1].lp == 8000 - 1700


def test_prohibition_destroyed_in_answer_declares_nothing():
    """Q: I activate Prohibition declaring Pot of Greed; my opponent chains Mystical Space Typhoon
    on it. A: Prohibition is destroyed before it resolves: my Pot of Greed can be activated."""
    table = Table(turn=3)
    table.spell_trap(0, "Prohibition")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Prohibition", request="idle")
    s.declare_name("Pot of Greed", player=0)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Prohibition", player=1)
    _pass_all(s, duel)
    assert "Prohibition" in grave(duel, 0)
    s.expect(request="idle", player=0)
    assert s.has("activate", "Pot of Greed")


def test_prohibition_removed_lets_the_card_be_played_again():
    """Q: my Prohibition declared Battle Ox; later I destroy it with my own Mystical Space Typhoon. A: once it has left the field the Battle Ox in my hand can be Normal Summoned again."""
    table = Table(turn=3)
    table.spell_trap(0, "Prohibition")
    table.hand(0, "Battle Ox", "Mystical Space Typhoon")
    duel, s = _prohibit(table, "Battle Ox")
    assert not s.has("summon", "Battle Ox")
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Prohibition")
    _pass_all(s, duel)
    assert "Prohibition" in grave(duel, 0)
    assert s.has("summon", "Battle Ox")


def test_prohibition_under_imperial_order_stops_nothing_goat():
    """Q: (Goat) my opponent's Imperial Order is face-up; I activate Prohibition declaring Battle Ox.
    A: Imperial Order negates the Spell's effect on the field: nothing is prohibited and my Battle Ox
    is Normal Summoned."""
    table = Table(turn=3, rules="GOAT")
    table.spell_trap(0, "Prohibition")
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.hand(0, "Battle Ox")
    duel, s = _prohibit(table, "Battle Ox")
    s.expect(request="idle", player=0)
    s.pick("summon", "Battle Ox")
    assert field_monsters(duel, 0) == ["Battle Ox"]


def test_prohibition_plays_the_same_under_goat():
    """Q: (Goat) I declare Pot of Greed with Prohibition. A: as today: my Pot of Greed cannot be
    activated nor Set (the 2005 texts say the same)."""
    table = Table(turn=3, rules="GOAT")
    table.spell_trap(0, "Prohibition")
    table.hand(0, "Pot of Greed")
    duel, s = _prohibit(table, "Pot of Greed")
    assert not s.has("activate", "Pot of Greed") and not s.has("set_spell", "Pot of Greed")
