"""Insect Queen (91512835): in the End Phase of a turn in which it destroyed an opponent's monster by
battle, it Special Summons 1 Insect Monster Token (Level 1 EARTH Insect, 100/100) in Attack Position
to its controller's field (round 59x; the Token's facts in scripts/tokens.jsonl, id 91512836).

Sources, in our words: yugioh-wiki.net 《インセクト女王》 (its (3): a trigger "activated" in the End Phase
of the turn this card destroyed an opponent's monster by battle, not optional: one
「インセクトモンスタートークン」, Insect / EARTH / Level 1 / 100 ATK / 100 DEF, Special Summoned in Attack
Position to your field); the 2005 English text (DB2-EN123) says the same (no ERAS entry: tested under
both presets). Our readings: it destroys a monster by battle whether it attacks or is attacked (the
battle is the event); the Token is an Insect, so the Queen's ATK counts it; Skill Drain face-up in the
End Phase negates the Queen's effect there, so no Token (Skill Drain's text)."""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

QUEEN = "Insect Queen"
TOKEN = "Insect Monster Token"


def _pass_chains(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _to_next_turn(s, duel, player):
    """End this turn; stop at the next turn's first menu of `player`."""
    s.end_turn()
    while duel.request.kind != "idle" or duel.request.player != player:
        s.pick("pass", player=duel.request.player)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_insect_queen_token_in_the_end_phase_after_a_battle_destruction(rules):
    """Q: my Insect Queen Tributes Battle Ox to attack and destroys my opponent's Mystical Elf; I end
    my turn. A: in my End Phase an Insect Monster Token (100/100, Level 1 EARTH Insect) is Special
    Summoned to my field in Attack Position, and the Queen counts it: 2200 + 2 x 200 = 2600 ATK
    (2005 text and today's alike)."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, QUEEN)
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", QUEEN, target=elf)
    _pass_chains(s)
    assert grave(duel, 1) == ["Mystical Elf"] and field_monsters(duel, 0) == [QUEEN]
    _to_next_turn(s, duel, 1)
    assert field_monsters(duel, 0) == [QUEEN, TOKEN]
    token = duel.monsters(0)[1]
    assert token.position == S.FACEUP_ATTACK
    assert (duel.atk(token), duel.defense(token), token.data.level, token.data.attribute,
            token.data.race) == (100, 100, 1, "EARTH", "Insect")
    assert duel.atk(duel.monsters(0)[0]) == 2600


def test_insect_queen_token_not_after_a_turn_without_a_battle_destruction():
    """Q: my Insect Queen attacks my opponent's Set Labyrinth Wall (DEF 3000) and does not
    destroy it; I end my turn. A: no Token: the Queen destroyed nothing by battle this turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, QUEEN)
    table.monster(0, "Battle Ox")
    giant = table.monster(1, "Labyrinth Wall", position="set")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", QUEEN, target=giant)
    _pass_chains(s)
    assert field_monsters(duel, 1) == ["Labyrinth Wall"]
    _to_next_turn(s, duel, 1)
    assert field_monsters(duel, 0) == [QUEEN]


def test_insect_queen_token_when_it_destroys_an_attacker_in_the_opponents_turn():
    """Q: in my opponent's turn their Battle Ox (1700) attacks my Insect Queen (2400) and is destroyed.
    A: the Queen destroyed an opponent's monster by battle that turn: in that End Phase (my
    opponent's) I get an Insect Monster Token."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    queen = table.monster(0, QUEEN)
    table.monster(1, "Battle Ox")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=queen, player=1)
    _pass_chains(s)
    assert grave(duel, 1) == ["Battle Ox"] and duel.players[1].lp == 8000 - 700
    _to_next_turn(s, duel, 0)
    assert field_monsters(duel, 0) == [QUEEN, TOKEN] and field_monsters(duel, 1) == []


def test_insect_queen_token_not_under_skill_drain():
    """Q: under my opponent's face-up Skill Drain my Insect Queen attacks (no Tribute needed) and
    destroys their Mystical Elf; I end my turn. A: its effect is negated in the End Phase too: no
    Token."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, QUEEN)
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", QUEEN, target=elf)
    _pass_chains(s)
    assert grave(duel, 1) == ["Mystical Elf"]
    _to_next_turn(s, duel, 1)
    assert field_monsters(duel, 0) == [QUEEN]
