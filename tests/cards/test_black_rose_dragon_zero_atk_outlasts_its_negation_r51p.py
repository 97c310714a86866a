"""Black Rose Dragon's "ATK becomes 0 until the end of this turn" outlasts Black Rose Dragon's own
negation and its leaving its face-up place (round 51p).

An effect that resolved and applied a change for a time keeps applying for that time: it is no
longer the monster's effect "on the field" but a lasting result (seed 000 §效果分類: an activated
effect is applied even if its monster has left the field; only continuous effects -- 永續效果 --
stop once their monster is no longer face-up or its effects are negated). So Skill Drain activated
afterwards, or Black Rose Dragon turned face-down, does not give the opponent's monster its ATK
back; the turn's end does. (The change a monster gave ITSELF is different: it is lost once its
effects are negated -- tests/rules/test_an_atk_gain_a_monster_gave_itself_under_negation_r39s.py.)

Source: yugioh-wiki 《スキルドレイン》 (effects already applied before it -- 既に適用されている効果 --
are not undone, only effects of face-up monsters on the field are negated)."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_black_rose_dragons_zero_atk_stays_after_skill_drain_and_book_of_moon():
    """Q: Black Rose Dragon banishes Dandylion from my GY: my opponent's Defense Position
    Mystical Elf goes to Attack with 0 ATK. Then I activate Skill Drain, then Book of Moon on
    Black Rose Dragon. What is the Elf's ATK? A: 0 until the end of the turn; 800 in the next."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    rose = table.monster(0, "Black Rose Dragon", summon_kind="synchro")
    table.grave(0, "Dandylion")
    elf = table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(0, "Skill Drain")
    table.hand(0, "Book of Moon")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Rose Dragon")
    s.pick("select", "Dandylion")
    s.pick("target", elf)
    _resolve(duel, s)
    assert elf.card(duel).position == "attack" and duel.atk(elf.card(duel)) == 0
    s.pick("activate", "Skill Drain")
    _resolve(duel, s)
    assert duel.players[0].lp == 7000 and duel.atk(elf.card(duel)) == 0
    s.pick("activate", "Book of Moon")
    s.pick("target", rose)
    _resolve(duel, s)
    assert rose.card(duel).position == "set"
    assert duel.atk(elf.card(duel)) == 0
    s.end_turn()
    _resolve(duel, s)
    assert duel.turn == 4 and duel.atk(elf.card(duel)) == 800
