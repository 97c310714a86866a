"""Lesser Fiend (16475472), Level 5 DARK Fiend, 2100 / 1000: a monster destroyed by battle with it is
banished instead of going to the GY.

Sources, in our words: the card's text (LOD-003, 2003: "removed from play instead of going to the
Graveyard"; today's "banished" does the same: no ERAS entry); yugioh-wiki.net 《レッサー・デーモン》 (a
continuous effect that replaces where the monster goes: a monster it destroys never reaches the GY,
so "sent to the GY" triggers such as Sangan's do not happen; it applies to either battle, attacking
or attacked; Lesser Fiend itself destroyed by that battle goes to the GY as usual); Skill Drain's text
(it negates the effect while Lesser Fiend is face-up on the field)."""

from duelist.testing.reads import banished, grave, lp
from duelist.testing.scenario import Script, Table

LF = "Lesser Fiend"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind in ("chain", "yes_no"):
        kind = s.duel.request.kind
        s.pick("no" if kind == "yes_no" else "pass", player=s.duel.request.player)


def test_lesser_fiend_banishes_what_it_destroys():
    """Q: Lesser Fiend (2100) attacks Battle Ox (1700). A: Battle Ox is destroyed and banished, not
    sent to the GY; my opponent takes 400."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LF)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LF, target="Battle Ox")
    _pass(s)
    assert banished(duel, 1) == ["Battle Ox"] and grave(duel, 1) == []
    assert lp(duel) == (8000, 7600)


def test_lesser_fiend_banishes_sangan_so_no_search():
    """Q: Lesser Fiend attacks my opponent's Set Sangan. A: Sangan is destroyed and banished; it never
    reached the GY, so its search does not happen: their Deck is untouched."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LF)
    sangan = table.monster(1, "Sangan", position="set")
    table.deck(1, ["Witch of the Black Forest", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LF, target=sangan)
    _pass(s)
    assert banished(duel, 1) == ["Sangan"]
    assert len(duel.players[1].deck) == 2 and duel.players[1].hand == []
    assert duel.request.kind == "battle"


def test_lesser_fiend_attacked_banishes_the_attacker_it_destroys():
    """Q: my opponent's Battle Ox attacks my Lesser Fiend. A: the effect works when it is attacked
    too: Battle Ox is destroyed and banished; my opponent takes 400."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    lf = table.monster(0, LF)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=lf, player=1)
    _pass(s)
    assert banished(duel, 1) == ["Battle Ox"] and grave(duel, 1) == []
    assert lp(duel) == (8000, 7600)


def test_lesser_fiend_destroyed_by_a_stronger_monster_goes_to_the_grave():
    """Q: my opponent's Blue-Eyes White Dragon attacks my Lesser Fiend. A: Lesser Fiend is destroyed
    and sent to my GY (its effect is for the monsters it destroys); I take 900."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, LF)
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=LF, player=1)
    _pass(s)
    assert grave(duel, 0) == [LF] and banished(duel, 0) == []
    assert lp(duel) == (7100, 8000)


def test_lesser_fiend_under_skill_drain_sends_to_the_grave():
    """Q: Skill Drain is face-up; Lesser Fiend destroys Battle Ox by battle. A: the effect is negated:
    Battle Ox goes to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LF)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LF, target="Battle Ox")
    _pass(s)
    assert grave(duel, 1) == ["Battle Ox"] and banished(duel, 1) == []
