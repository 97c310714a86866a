"""Dark Scorpion Burglars (40933924): each time it deals the opponent battle damage, that
opponent picks a Spell Card in their own Deck and sends it to the GY (mandatory).

Sources: the card's text (PGD, 2005: "When this card inflicts Battle Damage to your opponent's
Life Points, your opponent selects 1 Spell Card from his/her Deck and sends it to the
Graveyard"; today's: "If this card inflicts battle damage to your opponent: Your opponent sends
1 Spell from their Deck to the GY": the same, read in our words); seed 000 §效果分類 › 誘發效果 (a
trigger needs its event: no battle damage, nothing happens); Kuriboh's text (that battle damage
becomes 0); Skill Drain's text (the effects of face-up monsters on the field are negated)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _battle(p1_monster=None, position="attack", p1_hand=(), deck=("Pot of Greed", "Battle Ox", "Dark Hole"),
            skill_drain=False, rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    if skill_drain:
        table.spell_trap(0, "Skill Drain", face_down=False)
    table.monster(0, "Dark Scorpion Burglars")
    table.deck(1, list(deck))
    ref = table.monster(1, p1_monster, position=position) if p1_monster else None
    if p1_hand:
        table.hand(1, *p1_hand)
    duel = table.build()
    return duel, Script(duel), ref


def _settle(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_dark_scorpion_burglars_direct_attack_sends_a_spell_the_opponent_picks():
    """Q: Dark Scorpion Burglars attacks directly for 1000; my opponent's Deck holds Pot of Greed,
    Battle Ox and Dark Hole: A: they take 1000 and they pick one of their Spells (Dark Hole
    here) to send to their GY; the rest stays in the Deck."""
    for rules in ("GOAT", "MR5"):
        duel, s, _ = _battle(rules=rules)
        s.pick("attack", "Dark Scorpion Burglars", target="player")
        _settle(s, duel)
        s.expect(request="select", player=1)
        assert sorted(o.name for o in s.options("select")) == ["Dark Hole", "Pot of Greed"]
        s.pick("select", "Dark Hole", player=1)
        _settle(s, duel)
        assert lp(duel) == (8000, 7000) and grave(duel, 1) == ["Dark Hole"]
        assert sorted(c.name for c in duel.players[1].deck) == ["Battle Ox", "Pot of Greed"]


def test_dark_scorpion_burglars_no_spell_in_the_deck_sends_nothing():
    """Q: my opponent's Deck holds no Spell: A: the damage is dealt and nothing is sent."""
    duel, s, _ = _battle(deck=("Battle Ox", "Mystical Elf"))
    s.pick("attack", "Dark Scorpion Burglars", target="player")
    _settle(s, duel)
    assert duel.request.kind == "battle" and lp(duel) == (8000, 7000) and grave(duel, 1) == []
    assert len(duel.players[1].deck) == 2


def test_dark_scorpion_burglars_no_battle_damage_nothing_sent():
    """Q: Burglars attacks a face-down Mystical Elf (DEF 2000): A: no battle damage to my
    opponent (I take 1000), so no Spell is sent."""
    duel, s, elf = _battle("Mystical Elf", position="set")
    s.pick("attack", "Dark Scorpion Burglars", target=elf)
    _settle(s, duel)
    assert lp(duel) == (7000, 8000) and grave(duel, 1) == [] and len(duel.players[1].deck) == 3


def test_dark_scorpion_burglars_kuriboh_stops_it():
    """Q: my opponent discards Kuriboh as Burglars attacks directly: A: the battle damage becomes
    0, so Burglars' effect does not trigger: no Spell is sent."""
    duel, s, _ = _battle(p1_hand=("Kuriboh",))
    s.pick("attack", "Dark Scorpion Burglars", target="player")
    while duel.request.kind == "chain":
        if s.has("activate", "Kuriboh"):
            s.pick("activate", "Kuriboh", player=1)
        else:
            s.pick("pass")
    assert lp(duel) == (8000, 8000) and grave(duel, 1) == ["Kuriboh"] and len(duel.players[1].deck) == 3


def test_dark_scorpion_burglars_under_skill_drain_sends_nothing():
    """Q: with Skill Drain face-up, Burglars attacks directly: A: 1000 damage, but its effect is
    negated: nothing is sent."""
    duel, s, _ = _battle(skill_drain=True)
    s.pick("attack", "Dark Scorpion Burglars", target="player")
    _settle(s, duel)
    assert lp(duel) == (8000, 7000) and grave(duel, 1) == [] and len(duel.players[1].deck) == 3
