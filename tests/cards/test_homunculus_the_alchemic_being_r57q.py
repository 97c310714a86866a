"""Homunculus the Alchemic Being (40410110): once per turn it may change its own Attribute.

Sources: the card's text in our words (the 2005 print, RDS-EN034, and today's do the same: no ERAS
entry). An ignition effect (seed 000 §起動效果), once per turn; the Attribute is named as it
resolves and is another Attribute than its own now (our reading of "change"); DIVINE is not named.
The change lasts while it stays face-up on the field (a card turned face-down or moved is a new
object, seed 000 §表示形式); other cards read the Attribute it has now (Mystic Plasma Zone's DARK
gain). Skill Drain negates it (a face-up monster's effect)."""

from duelist.engine import state as S
from duelist.testing.reads import once
from duelist.testing.scenario import Script, Table

HOM = "Homunculus the Alchemic Being"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _change(s, duel, attribute):
    s.pick("activate", HOM)
    _pass_all(s, duel)
    s.pick("option", attribute)
    _pass_all(s, duel)


def test_homunculus_the_alchemic_being_changes_its_attribute():
    """Q: I activate Homunculus's effect. A: I may name any Attribute but LIGHT (its own); naming
    DARK, it is DARK, and the effect is not offered again this turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    hom = table.monster(0, HOM)
    duel = table.build()
    s = Script(duel)
    assert duel.attribute(hom.card(duel)) == "LIGHT"
    s.pick("activate", HOM)
    _pass_all(s, duel)
    assert sorted(o.name for o in duel.request.options) == ["DARK", "EARTH", "FIRE", "WATER", "WIND"]
    s.pick("option", "DARK")
    _pass_all(s, duel)
    assert duel.attribute(hom.card(duel)) == "DARK"
    assert not s.has("activate", HOM)


def test_homunculus_the_alchemic_being_keeps_it_into_the_next_turns():
    """Q: I make it WATER, and my turn ends. A: it is still WATER in my opponent's turn; in my next
    turn I may change it again (to LIGHT too, now another Attribute)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    hom = table.monster(0, HOM)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    _change(s, duel, "WATER")
    s.end_turn()
    _pass_all(s, duel)
    assert duel.turn == 4 and duel.attribute(hom.card(duel)) == "WATER"
    s.end_turn()
    _pass_all(s, duel)
    assert duel.turn == 5
    _change(s, duel, "LIGHT")
    assert duel.attribute(hom.card(duel)) == "LIGHT"


def test_homunculus_the_alchemic_being_with_mystic_plasma_zone():
    """Q: Mystic Plasma Zone is face-up (DARK monsters +500 ATK); I make Homunculus DARK. A: it is
    2300 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    hom = table.monster(0, HOM)
    table.field_spell(1, "Mystic Plasma Zone")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(hom.card(duel)) == 1800
    _change(s, duel, "DARK")
    assert duel.atk(hom.card(duel)) == 2300


def test_homunculus_the_alchemic_being_face_down_loses_the_change():
    """Q: I make it DARK; as I move to the Battle Phase my opponent's Book of Moon turns it
    face-down, and I Flip Summon it. A: it is a new card on the field: LIGHT again."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    hom = table.monster(0, HOM)
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    _change(s, duel, "DARK")
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", HOM, player=1)
    _pass_all(s, duel)
    assert hom.card(duel).position == "set"
    s.pick("flip_summon", HOM, request="idle")      # (Book of Moon answered the move to battle)
    _pass_all(s, duel)
    assert hom.card(duel).face_up and duel.attribute(hom.card(duel)) == "LIGHT"


def test_homunculus_the_alchemic_being_skill_drain_negates_it():
    """Q: my opponent's Skill Drain is face-up; I activate Homunculus's effect. A: it is negated as
    it resolves: no Attribute is named, it stays LIGHT, and the once-per-turn use is spent."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    hom = table.monster(0, HOM)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", HOM)
    _pass_all(s, duel)
    assert duel.request.kind == "idle"
    assert duel.attribute(hom.card(duel)) == "LIGHT" and not s.has("activate", HOM)


def test_homunculus_the_alchemic_being_negated_change_is_gone_for_good():
    """Q: I make it DARK; as I move to the Battle Phase my opponent activates Skill Drain, which then
    leaves the field. A: negated, the change it gave itself ended for good: LIGHT even after Skill
    Drain is gone (our reading, as the Number 17: Leviathan Dragon FAQ for a monster's own gains)."""
    seen = []
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    hom = table.monster(0, HOM)
    drain = table.spell_trap(1, "Skill Drain")

    def gone(duel):
        seen.append(duel.attribute(hom.card(duel)))
        duel.debug_move(drain.uid(duel), S.GRAVE)
    table.at("battle_start_step", once(gone))
    duel = table.build()
    s = Script(duel)
    _change(s, duel, "DARK")
    s.pick("battle")
    s.pick("activate", "Skill Drain", player=1, request="chain")
    _pass_all(s, duel)
    s.pick("battle", request="idle")        # (Skill Drain answered the move: Main Phase 1 again)
    _pass_all(s, duel)
    assert seen == ["LIGHT"] and drain.card(duel).location == "grave"
    assert duel.attribute(hom.card(duel)) == "LIGHT"
