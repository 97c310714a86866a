"""Amazoness Archers (67987611), Normal Trap: when an opponent's monster declares an attack while
you control a face-up "Amazoness" monster, every monster the opponent controls turns face-up
Attack Position (no Flip effect), loses 500 ATK, and each must attack this turn if able.

Sources, read in our words: yugioh-wiki.net 《アマゾネスの弩弓隊》 (the OCG text: on the opponent's
attack declaration, only with an "Amazoness" monster on your field; all the opponent's monsters
to face-up Attack Position without their reverse effects, 500 ATK down, and they must attack with
all of them); yugipedia "Card Rulings:Amazoness Archers" (previously official: the -500 stays
while the monster stays face-up on the field; monsters that cannot attack, or have attacked,
still do not attack; Konami FAQ: after a replay the opponent cannot choose not to attack). The
"must attack" is a lasting L.MUST_ATTACK on each of those monsters (round 56x), read by the
Battle Step menu as Berserk Gorilla's continuous one (tests/cards/test_berserk_gorilla.py). The
2005 text (MFC) does the same as today's: no ERAS entry."""

from duelist.testing.reads import field_monsters, grave, kinds, lp
from duelist.testing.scenario import Script, Table

AA = "Amazoness Archers"


def _table(amazoness="attack", jinzo=False, rules="GOAT"):
    """Turn 4, player 1's Battle Step: player 1 has Battle Ox, a Set Man-Eater Bug and Mystical
    Elf in Defense; player 0 has Amazoness Fighter (`amazoness`: its position, None: none) and a
    Set Amazoness Archers."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    ox = table.monster(1, "Battle Ox")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    elf = table.monster(1, "Mystical Elf", position="defense")
    if jinzo:
        table.monster(1, "Jinzo")
    fighter = table.monster(0, "Amazoness Fighter", position=amazoness) if amazoness else None
    if fighter is None:
        table.monster(0, "Battle Ox", position="defense")
    table.spell_trap(0, AA)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    return duel, Script(duel), ox, bug, elf, fighter


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attack_and_answer(duel, s, target):
    s.pick("attack", "Battle Ox", target=target, player=1, request="battle")
    s.pick("activate", AA, player=0)
    _pass(duel, s)


def test_amazoness_archers_turns_weakens_and_forces_every_monster():
    """Q: my opponent's Battle Ox attacks my Amazoness Fighter; I activate Amazoness Archers. A:
    their Set Man-Eater Bug turns face-up Attack Position (its Flip effect does not start: my
    Fighter stays), the Elf too; all three lose 500 ATK (Ox 1200 against my Fighter's 1500: the
    Ox is destroyed, I take no damage from the Fighter's battles, they take 300)."""
    for rules in ("GOAT", "MR5"):
        duel, s, ox, bug, elf, fighter = _table(rules=rules)
        _attack_and_answer(duel, s, fighter)
        assert bug.card(duel).position == "attack" and elf.card(duel).position == "attack", rules
        assert duel.atk(bug.card(duel)) == 0 and duel.atk(elf.card(duel)) == 300, rules
        assert grave(duel, 0) == [AA] and "Amazoness Fighter" in field_monsters(duel, 0), rules
        assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 7700), rules


def test_amazoness_archers_no_end_of_the_battle_phase_while_one_can_attack():
    """Q: after the Archers resolved and the Ox's battle is over, may my opponent end the Battle
    Phase? A: no: the Bug and the Elf must attack; once both attacked, the Battle Phase may end."""
    duel, s, ox, bug, elf, fighter = _table()
    _attack_and_answer(duel, s, fighter)
    assert duel.request.kind == "battle" and duel.request.player == 1
    assert "end_battle" not in kinds(duel)
    s.pick("attack", "Man-Eater Bug", target=fighter, player=1)
    _pass(duel, s)
    assert "end_battle" not in kinds(duel)
    s.pick("attack", "Mystical Elf", target=fighter, player=1)
    _pass(duel, s)
    assert duel.request.kind == "battle" and "end_battle" in kinds(duel)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Man-Eater Bug", "Mystical Elf"]
    assert lp(duel) == (8000, 7700 - 1500 - 1200)


def test_amazoness_archers_the_atk_loss_outlasts_the_turn():
    """Q: the Archers resolved in my opponent's turn; their Mystical Elf (now 300 ATK) attacks my
    Giant Soldier of Stone (DEF 2000). In my next turn, what ATK has the Elf? A: still 300: the
    loss stays while the monster stays face-up on the field (yugipedia), and it does not turn
    back to Defense by itself."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="defense")
    fighter = table.monster(0, "Amazoness Fighter")
    stone = table.monster(0, "Giant Soldier of Stone", position="defense")
    table.spell_trap(0, AA)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    _attack_and_answer(duel, s, fighter)
    assert "end_battle" not in kinds(duel)
    s.pick("attack", "Mystical Elf", target=stone, player=1)
    _pass(duel, s)
    assert lp(duel) == (8000, 7700 - 1700)
    s.end_turn()
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.turn == 5 and duel.request.kind == "idle"
    assert duel.atk(elf.card(duel)) == 300 and elf.card(duel).position == "attack"


def test_amazoness_archers_needs_a_face_up_amazoness():
    """Q: my Amazoness Fighter is Set (or I have no Amazoness at all, only Battle Ox) when my
    opponent's Battle Ox attacks. A: Amazoness Archers cannot be activated."""
    for position in ("set", None):
        duel, s, ox, bug, elf, fighter = _table(amazoness=position)
        s.pick("attack", "Battle Ox", target=fighter or duel.monsters(0)[0].uid, player=1, request="battle")
        while duel.request is not None and duel.request.kind == "chain":
            assert not (duel.request.player == 0 and s.has("activate", AA)), position
            s.pick("pass", player=duel.request.player)
        # (the battle went on: the Ox at 1700; the Archers still Set)
        assert duel.request.kind == "battle" and duel.atk(ox.card(duel)) == 1700, position
        assert AA not in grave(duel, 0) and [c.name for c in duel.players[0].szone if c is not None] == [AA], position


def test_amazoness_archers_not_without_an_attack_declaration():
    """Q: my opponent enters the Battle Phase (their Battle Ox not yet attacking); may I activate
    the Archers at the start of the Battle Phase? A: no: only when an opponent's monster declares
    an attack."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(1, "Battle Ox")
    table.monster(0, "Amazoness Fighter")
    table.spell_trap(0, AA)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        assert not (duel.request.player == 0 and s.has("activate", AA))
        s.pick("pass", player=duel.request.player)
    assert duel.request.kind == "battle" and grave(duel, 0) == []


def test_amazoness_archers_under_jinzo():
    """Q: my opponent controls Jinzo when their Battle Ox attacks my Amazoness Fighter. A: Trap
    Cards cannot be activated: the Archers are not offered; the Fighter is destroyed (1700 against
    1500), I take no damage from its battle."""
    duel, s, ox, bug, elf, fighter = _table(jinzo=True)
    s.pick("attack", "Battle Ox", target=fighter, player=1, request="battle")
    while duel.request is not None and duel.request.kind == "chain":
        assert not s.has("activate", AA)
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == ["Amazoness Fighter"] and lp(duel) == (8000, 8000)
