"""Staunch Defender (92854392), Normal Trap: when an opponent's monster declares an attack, target 1
face-up monster you control; this turn the opponent may attack only that monster, and each of their
monsters that can attack it must.

Sources, read in our words: yugioh-wiki.net 《立ちはだかる強敵》 (the OCG text: activated at the
opponent's attack declaration; it picks 1 face-up monster of yours; that turn the opponent can
choose only that monster as an attack target and must attack it with all their face-up Attack
Position monsters); the 2005 print (DCR-046) says the same ("select 1 face-up monster on your side
of the field ... your opponent can only attack the selected monster, and all their face-up monsters
must attack it"): no ERAS entry, both presets played. A player's note on the 5ch Yu-Gi-Oh! rulings
thread (egg.5ch.net applism 1499001130 #263): the monster picked is a target (gone before the
resolution: nothing applies); gone after it, the opponent has nothing left to attack, and the Battle
Phase may end. Our readings, where no source was found: the attack being declared when it is
activated goes on against the target it has (the text restricts the targets chosen afterwards, and
names no change of target); no direct attack while it applies. The restriction is the lasting
L.ATTACK_TARGET_ONLY (round 57b), read by the Battle Step menu and a replay (battle.py
`_attack_only_options`); the "must attack" is that menu's no end of the Battle Phase while a
monster can attack it (seed 004 §战斗阶段: ending the Battle Phase is otherwise the turn player's
choice)."""

from duelist.testing.reads import grave, kinds, lp
from duelist.testing.scenario import Script, Table

SD = "Staunch Defender"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(rules="GOAT", mine=("Dark Magician", "attack"), third="Vorse Raider"):
    """Turn 4, player 1's Battle Step: player 1 has Battle Ox (1700), Gemini Elf (1900) and
    `third`; player 0 has Mystical Elf in face-up Defense (DEF 2000), `mine` and a Set Staunch
    Defender."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    ox = table.monster(1, "Battle Ox")
    gemini = table.monster(1, "Gemini Elf")
    other = table.monster(1, third) if third else None
    elf = table.monster(0, "Mystical Elf", position="defense")
    picked = table.monster(0, mine[0], position=mine[1]) if mine else None
    table.spell_trap(0, SD)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    return duel, Script(duel), ox, gemini, other, elf, picked


def _ox_attacks_elf_and_defender_names(duel, s, elf, picked):
    s.pick("attack", "Battle Ox", target=elf, player=1, request="battle")
    s.pick("activate", SD, player=0)
    s.pick("target", picked, player=0)
    _pass(duel, s)


def test_staunch_defender_every_monster_must_attack_the_picked_one():
    """Q: my opponent's Battle Ox attacks my Mystical Elf (face-up Defense, DEF 2000); I activate
    Staunch Defender on my Dark Magician. A: the Ox's attack goes on into the Elf (they take 300);
    then their Gemini Elf and Vorse Raider may attack only Dark Magician, and must: no end of the
    Battle Phase until both did (both destroyed, they take 600 twice)."""
    for rules in ("GOAT", "MR5"):
        duel, s, ox, gemini, other, elf, dm = _table(rules)
        _ox_attacks_elf_and_defender_names(duel, s, elf, dm)
        assert grave(duel, 0) == [SD] and lp(duel) == (8000, 7700), rules
        assert duel.request.kind == "battle" and duel.request.player == 1, rules
        assert "end_battle" not in kinds(duel), rules
        targets = set(o.target for o in s.options("attack"))
        assert targets == {dm.card(duel).uid}, rules        # only Dark Magician
        s.pick("attack", "Gemini Elf", target=dm, player=1)
        _pass(duel, s)
        assert "end_battle" not in kinds(duel), rules
        s.pick("attack", "Vorse Raider", target=dm, player=1)
        _pass(duel, s)
        assert "end_battle" in kinds(duel) and not s.options("attack"), rules
        assert sorted(grave(duel, 1)) == ["Gemini Elf", "Vorse Raider"], rules
        assert lp(duel) == (8000, 7700 - 600 - 600), rules


def test_staunch_defender_once_the_picked_monster_is_gone_nothing_can_attack():
    """Q: I name my Celtic Guardian (1400); their Gemini Elf, forced, destroys it. May their Vorse
    Raider now attack my Mystical Elf, or me directly? A: no: this turn they may attack only the
    monster I named, which is gone; the Battle Phase may end."""
    duel, s, ox, gemini, other, elf, guardian = _table(mine=("Celtic Guardian", "attack"))
    _ox_attacks_elf_and_defender_names(duel, s, elf, guardian)
    s.pick("attack", "Gemini Elf", target=guardian, player=1)
    _pass(duel, s)
    assert grave(duel, 0) == [SD, "Celtic Guardian"] and lp(duel) == (8000 - 500, 7700)
    assert duel.request.kind == "battle" and not s.options("attack")
    assert "end_battle" in kinds(duel)


def test_staunch_defender_needs_a_face_up_monster_of_yours():
    """Q: my only monster is Set; my opponent's Battle Ox attacks it. May I activate Staunch
    Defender? A: no: it targets a face-up monster I control."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    elf = table.monster(0, "Mystical Elf", position="set")
    table.spell_trap(0, SD)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf, player=1, request="battle")
    assert not s.options("activate", SD)


def test_staunch_defender_not_on_your_own_attack():
    """Q: may I activate Staunch Defender when my own monster declares an attack? A: no: it
    answers an attack of the opponent's monster."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Gemini Elf")
    table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(0, SD)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Mystical Elf", player=0, request="battle")
    assert not s.options("activate", SD)


def test_staunch_defender_reaper_on_the_nightmare_cannot_attack_directly():
    """Q: their Reaper on the Nightmare can attack directly even while I control monsters. Under my
    Staunch Defender naming Dark Magician, may it attack me directly? A: no: they may attack only
    the monster I named, so the Reaper must attack Dark Magician (it is not destroyed by battle:
    they take 1700)."""
    duel, s, ox, gemini, reaper, elf, dm = _table(third="Reaper on the Nightmare")
    _ox_attacks_elf_and_defender_names(duel, s, elf, dm)
    assert not s.options("attack", "Reaper on the Nightmare", target="player")
    assert s.options("attack", "Reaper on the Nightmare", target=dm)
    s.pick("attack", "Reaper on the Nightmare", target=dm, player=1)
    _pass(duel, s)
    assert "Reaper on the Nightmare" not in grave(duel, 1) and lp(duel) == (8000, 7700 - 1700)
    assert "end_battle" not in kinds(duel)      # the Gemini Elf still must


def test_staunch_defender_the_picked_monster_gone_first_nothing_applies():
    """Q: in a chain to my Staunch Defender naming Celtic Guardian, my opponent turns the Guardian
    face-down with Book of Moon. A: Staunch Defender targets a face-up monster, which the Guardian
    no longer is as it resolves: nothing applies; the Ox's battle goes on, and their Gemini Elf may
    attack my Elf or end the Battle Phase."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.monster(1, "Gemini Elf")
    elf = table.monster(0, "Mystical Elf", position="defense")
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, SD)
    table.hand(1, "Book of Moon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf, player=1, request="battle")
    s.pick("pass", player=1)
    s.pick("activate", SD, player=0)
    s.pick("target", guardian, player=0)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", guardian, player=1)
    _pass(duel, s)
    assert grave(duel, 0) == [SD] and grave(duel, 1) == ["Book of Moon"] and lp(duel) == (8000, 7700)
    assert duel.request.kind == "battle" and "end_battle" in kinds(duel)
    assert s.options("attack", "Gemini Elf", target=elf)


def test_staunch_defender_a_replay_may_choose_only_the_picked_monster():
    """Q: their Battle Ox attacks my Mystical Elf; I activate Staunch Defender on Dark Magician;
    they chain Compulsory Evacuation Device on my Elf, which returns to my hand (a replay). May the
    Ox now attack me directly, or another monster? A: the replay may choose only Dark Magician, or
    stop the attack (seed 004 §战斗阶段中的卷回: a replay chooses the target anew, under the rules
    that apply then)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    elf = table.monster(0, "Mystical Elf", position="defense")
    table.monster(0, "Celtic Guardian")
    dm = table.monster(0, "Dark Magician")
    table.spell_trap(0, SD)
    table.spell_trap(1, "Compulsory Evacuation Device")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf, player=1, request="battle")
    s.pick("pass", player=1)
    s.pick("activate", SD, player=0)
    s.pick("target", dm, player=0)
    s.pick("activate", "Compulsory Evacuation Device", player=1)
    s.pick("target", elf, player=1)
    _pass(duel, s)
    assert "Mystical Elf" in [c.name for c in duel.players[0].hand]
    assert duel.request.kind == "replay" and duel.request.player == 1
    assert [(o.kind, o.target) for o in duel.request.options] == [
        ("retarget", dm.card(duel).uid), ("stop_attack", None)]
