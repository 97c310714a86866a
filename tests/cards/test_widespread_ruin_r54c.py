"""Widespread Ruin: when an opponent's monster declares an attack, destroy the Attack Position
monster that opponent controls with the highest ATK (a tie: its activator picks).

Sources: the card's text (2005 print, Dark Beginning / Dark Crisis era: activate only when the
opponent declares an attack; destroy the highest-ATK Attack Position monster on their side, the
activator choosing in a tie; today's says the same: no era entry), in our own words. It targets
nothing and need not destroy the attacker; a monster in Defense Position is never counted, and
the ATK is the monster's current ATK. Spirit Reaper's own text: it cannot be destroyed by
battle, and is destroyed when targeted; Widespread Ruin neither battles nor targets, so it
simply destroys a Spirit Reaper that is the highest (our reading of the two texts)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_widespread_ruin_destroys_the_highest_attack_position_monster():
    """Q: my opponent's Battle Ox attacks; they also control Summoned Skull in Attack Position and
    Blue-Eyes White Dragon in Defense Position. A: Widespread Ruin destroys the Skull (2500, the
    highest in Attack Position); the Blue-Eyes is not counted, and the Ox's attack goes on."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.monster(1, "Blue-Eyes White Dragon", position="defense")
    table.spell_trap(0, "Widespread Ruin")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=1)
    s.pick("activate", "Widespread Ruin", player=0, request="chain")
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Summoned Skull"]
    assert field_monsters(duel, 1) == ["Battle Ox", "Blue-Eyes White Dragon"]
    assert lp(duel) == (8000 - 1700, 8000)


def test_widespread_ruin_destroys_the_attacker_when_it_is_the_highest():
    """Q: my opponent's Summoned Skull attacks beside their Battle Ox. A: the Skull is the highest:
    it is destroyed and its attack does not happen (no damage)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Widespread Ruin")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="player", player=1)
    s.pick("activate", "Widespread Ruin", player=0, request="chain")
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Summoned Skull"] and lp(duel) == (8000, 8000)


def test_widespread_ruin_tie_its_player_picks():
    """Q: two Battle Ox (1700 each) in Attack Position; one attacks. A: a tie: I pick which one is
    destroyed; I pick the one not attacking, and the attacker's damage goes through."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    ox1 = table.monster(1, "Battle Ox")
    ox2 = table.monster(1, "Battle Ox")
    table.spell_trap(0, "Widespread Ruin")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", ox1, target="player", player=1)
    s.pick("activate", "Widespread Ruin", player=0, request="chain")
    _pass_all(s, duel)
    s.expect(request="select", player=0)
    s.pick("select", ox2)
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Battle Ox"] and ox1.card(duel).location == "mzone"
    assert lp(duel) == (8000 - 1700, 8000)


def test_widespread_ruin_only_answers_an_opponents_attack():
    """Q: may I activate Widespread Ruin when my own monster attacks? A: no: only when an
    opponent's monster declares an attack."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Widespread Ruin")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Summoned Skull", player=0)
    assert not s.has("activate", "Widespread Ruin")


def test_widespread_ruin_destroys_a_spirit_reaper_without_targeting_it():
    """Q: (Goat) my opponent's Spirit Reaper, their only Attack Position monster, attacks
    directly. A: Widespread Ruin does not target and is no battle: the Reaper is destroyed by
    its effect; no damage, no discard."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Spirit Reaper")
    table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(0, "Widespread Ruin")
    table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Spirit Reaper", target="player", player=1)
    s.pick("activate", "Widespread Ruin", player=0, request="chain")
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Spirit Reaper"] and lp(duel) == (8000, 8000)
    assert [c.name for c in duel.players[0].hand] == ["Battle Ox"]
