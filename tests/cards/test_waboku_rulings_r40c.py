"""Waboku's rulings as the Yugi starter deck raises them (SDY-040): for the rest of the turn
its player takes no battle damage from the opponent's monsters and that player's monsters are
not destroyed by battle.

The card plays one text under every preset; these tests use the default preset (MR5).
Sources: yugipedia Card Rulings:Waboku (OCG ruling: a monster Normal or Special Summoned to
your field after Waboku was activated is protected too; the former official rulings: Waboku
covers ALL of its player's monsters for the whole turn); the NetRep scenarios quoted by
Blue Ox Games (SDY-040: with Waboku, of two monsters with equal ATK only the one not protected
is destroyed, and the player who attacks may use it too); Upper Deck's FAQ quoted by Pojo
(2003-07: Waboku does nothing against effect damage such as Ookazi's). Seed 000 §效果分類
(a Normal Trap is spell speed 2: it may answer a Spell)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_a_monster_summoned_after_waboku_is_protected_too():
    """Q: my opponent's Battle Ox attacks me directly; I chain Waboku, then pay 500 LP to
    Ultimate Offering and Normal Summon Celtic Guardian (1400 ATK); the Ox is replayed onto the
    Guardian: A: Waboku covers every monster of mine this turn, the one summoned after it
    too: the Guardian is not destroyed and I take no battle damage."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Waboku")
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Waboku", player=0, request="chain")
    s.pick("pass", player=0)
    s.pick("activate", "Ultimate Offering", player=0, request="chain")
    s.pick("summon", "Celtic Guardian", player=0, request="summon_now")
    _resolve(s)
    s.pick("retarget", target="Celtic Guardian", player=1, request="replay")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert lp(duel) == (7500, 8000)        # only Ultimate Offering's 500 LP
    assert grave(duel, 0) == ["Waboku"]


def test_waboku_of_the_attacking_player_saves_its_attacker_from_a_tie():
    """Q: in my Battle Phase I activate Waboku, then my Celtic Guardian attacks my opponent's
    Celtic Guardian (both 1400 ATK): A: mine is not destroyed by battle, theirs is."""
    table = Table(turn=3, phase="main1")
    table.monster(0, "Celtic Guardian")
    theirs = table.monster(1, "Celtic Guardian")
    table.spell_trap(0, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Waboku", request="chain")
    _resolve(s)
    s.pick("attack", "Celtic Guardian", target=theirs, request="battle")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Celtic Guardian"]
    assert lp(duel) == (8000, 8000)


def test_waboku_does_not_stop_the_attacker_being_destroyed_by_its_target():
    """Q: my opponent's Celtic Guardian attacks my Celtic Guardian and I chain Waboku: A: mine
    survives; theirs, not protected by my Waboku, is destroyed by battle as usual."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Celtic Guardian")
    mine = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target=mine)
    s.pick("activate", "Waboku", player=0, request="chain")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Celtic Guardian"]


def test_waboku_chained_to_ookazi_does_not_stop_its_effect_damage():
    """Q: my opponent activates Ookazi and I chain Waboku: A: Waboku stops battle damage only:
    I still take Ookazi's 800."""
    table = Table(turn=4, turn_player=1)
    table.hand(1, "Ookazi")
    table.spell_trap(0, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ookazi", player=1)
    s.pick("activate", "Waboku", player=0, request="chain")
    _resolve(s)
    assert lp(duel) == (7200, 8000)


def test_waboku_of_the_attacking_player_saves_a_weaker_attacker_and_its_player_takes_nothing():
    """Q: in my Battle Phase I activate Waboku, then my Celtic Guardian (1400) attacks my
    opponent's Battle Ox (1700): A: my Guardian is not destroyed and the 300 battle damage the
    Ox would deal me is 0 (Waboku: no battle damage from the opponent's monsters)."""
    table = Table(turn=3, phase="main1")
    table.monster(0, "Celtic Guardian")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(0, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Waboku", request="chain")
    _resolve(s)
    s.pick("attack", "Celtic Guardian", target=ox, request="battle")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert field_monsters(duel, 1) == ["Battle Ox"]
    assert lp(duel) == (8000, 8000)
