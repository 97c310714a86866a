"""Dark Spirit of the Silent (93599951), Normal Trap: when an opponent's monster declares an attack,
negate that attack, and another face-up monster of theirs (the card targets it) must attack instead,
changed to Attack Position first if it is in Defense Position.

Sources, read in our words: yugioh-wiki.net 《沈黙の邪悪霊》 (the OCG text: only in the opponent's
Battle Step; the attack of the attacking monster is negated and another face-up monster of the
opponent is picked to attack instead, changed to Attack Position if in Defense Position; the page's
note: it needs 2 or more face-up monsters on the opponent's field, and it targets the attacker and
the other monster); the first English print (LON-079) does the same: no ERAS entry. Our readings:
"attack instead" is a must-attack this turn "if able" (a monster that already attacked this turn,
or that cannot attack, is not made to), the lasting L.MUST_ATTACK Amazoness Archers uses (round
56x), read by the Battle Step menu: no end of the Battle Phase while it can attack (seed 004
§战斗阶段); its controller picks its target; the engine's target is the other monster only (the
attacker is the attack the window opened on)."""

from duelist.testing.reads import grave, kinds, lp
from duelist.testing.scenario import Script, Table

DS = "Dark Spirit of the Silent"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(rules="GOAT", other=("Gemini Elf", "defense")):
    """Turn 4, player 1's Battle Step: player 1 has Battle Ox and `other`; player 0 has Mystical
    Elf in face-up Defense (DEF 2000) and a Set Dark Spirit of the Silent."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    ox = table.monster(1, "Battle Ox")
    forced = table.monster(1, other[0], position=other[1]) if other else None
    elf = table.monster(0, "Mystical Elf", position="defense")
    table.spell_trap(0, DS)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    return duel, Script(duel), ox, forced, elf


def test_dark_spirit_of_the_silent_negates_and_forces_another_attack():
    """Q: my opponent's Battle Ox attacks my Mystical Elf; I activate Dark Spirit of the Silent on
    their Gemini Elf in face-up Defense Position. A: the Ox's attack is negated (no battle, no
    damage); the Gemini Elf turns to Attack Position and must attack: they cannot end the Battle
    Phase until it did (into my Elf: 1900 against DEF 2000, they take 100)."""
    for rules in ("GOAT", "MR5"):
        duel, s, ox, gemini, elf = _table(rules)
        s.pick("attack", "Battle Ox", target=elf, player=1, request="battle")
        s.pick("activate", DS, player=0)
        s.pick("target", gemini, player=0)
        _pass(duel, s)
        assert grave(duel, 0) == [DS] and lp(duel) == (8000, 8000), rules
        assert gemini.card(duel).position == "attack", rules
        assert duel.request.kind == "battle" and "end_battle" not in kinds(duel), rules
        assert not s.options("attack", "Battle Ox"), rules      # its attack was declared
        s.pick("attack", "Gemini Elf", target=elf, player=1)
        _pass(duel, s)
        assert lp(duel) == (8000, 7900) and "end_battle" in kinds(duel), rules


def test_dark_spirit_of_the_silent_a_sheep_token_must_attack():
    """Q: (Goat) my opponent's Battle Ox attacks; they also have a Sheep Token from Scapegoat in
    Defense Position. I target the Token with Dark Spirit of the Silent. A: the Token is changed
    to Attack Position and must attack: its 0 ATK into my Mystical Elf's DEF 2000 costs them 2000
    LP (the Token is not destroyed)."""
    duel, s, ox, sheep, elf = _table(other=("Sheep Token", "defense"))
    s.pick("attack", "Battle Ox", target=elf, player=1, request="battle")
    s.pick("activate", DS, player=0)
    s.pick("target", sheep, player=0)
    _pass(duel, s)
    assert "end_battle" not in kinds(duel)
    s.pick("attack", "Sheep Token", target=elf, player=1)
    _pass(duel, s)
    assert lp(duel) == (8000, 6000) and sheep.card(duel).location == "mzone"


def test_dark_spirit_of_the_silent_one_that_attacked_is_not_made_to_again():
    """Q: their Gemini Elf attacked already this turn; then their Battle Ox attacks and I target
    the Gemini Elf with Dark Spirit of the Silent. A: the Ox's attack is negated; the Elf, which
    cannot attack twice, is not made to: the Battle Phase may end."""
    duel, s, ox, gemini, elf = _table(other=("Gemini Elf", "attack"))
    s.pick("attack", "Gemini Elf", target=elf, player=1, request="battle")
    _pass(duel, s)
    s.pick("attack", "Battle Ox", target=elf, player=1, request="battle")
    s.pick("activate", DS, player=0)
    s.pick("target", gemini, player=0)
    _pass(duel, s)
    assert grave(duel, 0) == [DS] and lp(duel) == (8000, 8000 - 100)
    assert duel.request.kind == "battle" and "end_battle" in kinds(duel) and not s.options("attack")


def test_dark_spirit_of_the_silent_needs_another_face_up_monster():
    """Q: the attacker is my opponent's only face-up monster (their other one is Set). May I
    activate Dark Spirit of the Silent? A: no: it needs another face-up monster of theirs."""
    duel, s, ox, bug, elf = _table(other=("Man-Eater Bug", "set"))
    s.pick("attack", "Battle Ox", target=elf, player=1, request="battle")
    assert not s.options("activate", DS)
    _pass(duel, s)
    assert grave(duel, 0) == [] and lp(duel) == (8000, 7700)     # the Ox's battle took place


def test_dark_spirit_of_the_silent_not_on_your_own_attack():
    """Q: may I activate Dark Spirit of the Silent when my own monster attacks? A: no: it answers
    the opponent's attack."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Gemini Elf")
    elf = table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(0, DS)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf, player=0, request="battle")
    assert not s.options("activate", DS)
