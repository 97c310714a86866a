"""Invader of the Throne (3056267): FLIP: target a monster the opponent controls; this card and
that monster switch control (for good). The effect cannot be activated during the Battle Phase.

Sources: the card's text (MRL 2002/2005 and today's, in our words: one meaning, no ERAS entry);
yugioh-wiki.net 《王座の侵略者》 (OCG: 「相手フィールド上に存在するモンスター１体を選択し、そのモンスターと
このカードのコントロールを入れ替える。この効果はバトルフェイズに発動する事はできない。」): mandatory,
it targets, a lasting switch (no return in the End Phase), and flipped by an attack it does
nothing; seed 000 §反轉效果: a FLIP effect starts however the monster is flipped face-up (Book of
Taiyou here)."""

from duelist.testing.reads import field_monsters, of_type
from duelist.testing.scenario import Script, Table

INVADER = "Invader of the Throne"


def _finish(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_invader_of_the_throne_switches_control_for_good():
    """Q: I Flip Summon Invader of the Throne and target my opponent's Summoned Skull. A: I take
    Summoned Skull, my opponent takes the Invader; at the end of the turn nothing comes back."""
    table = Table(rules="GOAT", turn=3)
    invader = table.monster(0, INVADER, position="set")
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", invader)
    s.pick("target", "Summoned Skull", player=0, request="target")
    _finish(s)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == [INVADER]
    s.end_turn()
    assert duel.turn == 4
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == [INVADER]
    assert invader.card(duel).controller == 1 and invader.card(duel).owner == 0


def test_invader_of_the_throne_flipped_by_an_attack_does_nothing():
    """Q: my opponent's Battle Ox attacks my face-down Invader of the Throne (1700 DEF) in their
    Battle Phase. A: the Invader is flipped, but its effect cannot be activated in the Battle
    Phase: no chain link, nothing changes control."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    invader = table.monster(0, INVADER, position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=invader)
    _finish(s)
    assert of_type(duel, "chain") == []
    assert field_monsters(duel, 0) == [INVADER] and field_monsters(duel, 1) == ["Battle Ox"]
    assert invader.card(duel).position == "defense"


def test_invader_of_the_throne_flipped_by_book_of_taiyou_in_the_main_phase():
    """Q: I flip my own face-down Invader with Book of Taiyou in my Main Phase. A: its FLIP effect
    starts: I target Mystical Elf and we switch control."""
    table = Table(rules="GOAT", turn=3)
    invader = table.monster(0, INVADER, position="set")
    table.hand(0, "Book of Taiyou")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Taiyou")
    s.pick("target", invader)
    _finish(s)
    s.pick("target", "Mystical Elf", player=0, request="target")
    _finish(s)
    assert field_monsters(duel, 0) == ["Mystical Elf"] and field_monsters(duel, 1) == [INVADER]


def test_invader_of_the_throne_no_opponents_monster_no_effect():
    """Q: my opponent controls no monster when I Flip Summon it. A: no target: the effect is not
    activated; the Invader stays mine."""
    table = Table(rules="GOAT", turn=3)
    invader = table.monster(0, INVADER, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", invader)
    _finish(s)
    assert of_type(duel, "chain") == [] and field_monsters(duel, 0) == [INVADER]

