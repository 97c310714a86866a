"""Mystic Swordsman LV6 (60482781): its Normal Summon can only be a Set; attacking a face-down
Defense Position monster, it destroys that monster by its effect at the start of the Damage Step
still face-down, and its controller may place the destroyed monster on top of the Deck instead
of sending it to the GY (round 56y; `Ctx.destroy_to`, engine/destruction.py `DESTINATIONS`).

Sources: the OCG text and yugioh-wiki.net 《ミスティック・ソードマン LV6》 (Normal Summoned only in
face-down Defense Position; the face-down monster it attacks is destroyed without damage
calculation, still face-down, by a mandatory trigger; the player may choose to place the
destroyed monster on top of the opponent's Deck instead of the GY: 墓地へ送らず…デッキの一番上に
置く事ができる); its 2004 English text (Rise of Destiny, RDS-EN008) does the same: one text in
both eras. A card placed on the Deck instead of the GY is not "sent to the GY": Sangan's effect
does not start (its text: when it is sent from the field to the GY); destroyed and sent to the GY
instead, a face-down Sangan's effect starts (yugioh-wiki.net 《クリッター》: its effect activates
when it is sent to the GY face-down). A Fusion Monster that would go to the Deck goes to the
Extra Deck (seed 000 §怪獸卡: those monsters are kept in the Extra Deck)."""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

LV6 = "Mystic Swordsman LV6"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _attack_set(monster, top, table_rules="GOAT"):
    """Turn 3, Battle Step: player 0's face-up LV6 attacks player 1's Set `monster`; player 0
    answers the Deck question `top`. The duel once the chain is done."""
    table = Table(rules=table_rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LV6)
    victim = table.monster(1, monster, position="set")
    table.hand(1, "Celtic Guardian")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Battle Ox", "Sangan", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LV6, target=victim)
    _resolve(s)
    s.pick("yes" if top else "no", player=0, request="yes_no")
    _resolve(s)
    return duel, s


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_mystic_swordsman_lv6_may_only_be_set_from_the_hand(rules):
    """Q: Mystic Swordsman LV6 (Level 6) is in my hand with a monster to Tribute. A: I may Set it
    but not Normal Summon it face-up; Set, it lies face-down in Defense Position."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, LV6)
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", LV6)
    s.pick("set", LV6)
    s.pick("tribute", "Battle Ox", request="tribute")
    _resolve(s)
    assert [c.name for c in duel.monsters(0)] == [LV6]
    assert duel.monsters(0)[0].position == S.FACEDOWN_DEFENSE and grave(duel, 0) == ["Battle Ox"]


def test_mystic_swordsman_lv6_places_a_set_sangan_on_top_of_the_deck():
    """Q: my Mystic Swordsman LV6 attacks my opponent's Set Sangan and I choose the top of the
    Deck. A: Sangan is destroyed face-down (no damage calculation, no damage) and placed on top
    of my opponent's Deck, not in the GY: its effect does not start; my opponent draws it in
    their next Draw Phase."""
    duel, s = _attack_set("Sangan", top=True)
    assert grave(duel, 1) == [] and hand(duel, 1) == ["Celtic Guardian"]
    assert duel.players[1].deck[-1].name == "Sangan" and len(duel.players[1].deck) == 4
    assert [e["reason"] for e in of_type(duel, "destroyed")] == ["effect"]
    assert of_type(duel, "battle") == [] and of_type(duel, "flip") == []
    assert lp(duel) == (8000, 8000)
    s.pick("end_battle")
    s.pick("end_turn")
    _resolve(s)
    assert duel.turn == 4 and hand(duel, 1) == ["Celtic Guardian", "Sangan"]


def test_mystic_swordsman_lv6_sends_a_set_sangan_to_the_gy_if_i_decline():
    """Q: the same attack, but I decline the Deck. A: Sangan is destroyed face-down and sent to
    the GY: its effect starts and my opponent may add a monster with 1500 or less ATK (their
    Mystical Elf)."""
    duel, s = _attack_set("Sangan", top=False)
    assert grave(duel, 1) == ["Sangan"]
    while duel.request.kind in ("yes_no", "chain"):
        if duel.request.kind == "yes_no":
            s.pick("yes", player=1)
        else:
            s.pick("pass", player=duel.request.player)
    s.pick("select", "Mystical Elf", player=1)
    _resolve(s)
    assert hand(duel, 1) == ["Celtic Guardian", "Mystical Elf"]


def test_mystic_swordsman_lv6_a_set_morphing_jar_stays_face_down():
    """Q: my Mystic Swordsman LV6 attacks my opponent's Set Morphing Jar; I choose the top of the
    Deck. A: the Jar is never flipped: no FLIP effect (hands unchanged), it lies on top of my
    opponent's Deck."""
    duel, s = _attack_set("Morphing Jar", top=True)
    assert of_type(duel, "flip") == [] and hand(duel, 1) == ["Celtic Guardian"] and hand(duel, 0) == []
    assert duel.players[1].deck[-1].name == "Morphing Jar" and grave(duel, 1) == []


def test_mystic_swordsman_lv6_a_set_fusion_monster_goes_to_the_extra_deck():
    """Q: my Mystic Swordsman LV6 attacks my opponent's face-down Flame Swordsman (a Fusion
    Monster) and I choose the Deck. A: a Fusion Monster cannot be in the Main Deck: it is
    returned to my opponent's Extra Deck; their Main Deck is unchanged."""
    duel, s = _attack_set("Flame Swordsman", top=True)
    assert [c.name for c in duel.players[1].extra] == ["Flame Swordsman"]
    assert len(duel.players[1].deck) == 3 and grave(duel, 1) == []


def test_mystic_swordsman_lv6_a_face_up_defense_monster_is_battled_as_usual():
    """Q: my Mystic Swordsman LV6 (2300) attacks my opponent's face-up Defense Position Mystical
    Elf (DEF 2000). A: no effect (it is not face-down): damage calculation as usual, the Elf is
    destroyed by battle and goes to the GY; nothing is asked."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LV6)
    elf = table.monster(1, "Mystical Elf", position="defense")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LV6, target=elf)
    _resolve(s)
    assert duel.request.kind != "yes_no"
    assert grave(duel, 1) == ["Mystical Elf"] and [e["reason"] for e in of_type(duel, "destroyed")] == ["battle"]
